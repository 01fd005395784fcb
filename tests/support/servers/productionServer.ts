import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDGE_SERVER, startServerProcess, type ServerProcess } from '../../../scripts/serverProcess';

export type ProductionServer = ServerProcess;

/**
 * Starts `npm run serve`'s program on a free loopback port and waits until it listens. Its photos come from
 * the run's stock host stand-in (`E2E_PHOTO_UPSTREAM`, see globalSetup.ts) unless `env` says otherwise, and
 * are kept in a folder of its own, removed when it stops. `cwd` is its working directory (`var/` is under it).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  { cwd }: { cwd?: string } = {},
): Promise<ProductionServer> {
  const photoCache = mkdtempSync(path.join(tmpdir(), 'agency-photos-'));
  const stockHost = process.env.E2E_PHOTO_UPSTREAM;
  const server = await startServerProcess(undefined, {
    env: {
      PHOTO_CACHE_DIR: photoCache,
      ...(stockHost === undefined ? {} : { PHOTO_UPSTREAM: stockHost }),
      ...env,
    },
    cwd,
  }).catch((error: unknown) => {
    rmSync(photoCache, { recursive: true, force: true });
    throw error;
  });
  server.process.once('exit', () => {
    rmSync(photoCache, { recursive: true, force: true });
  });
  return server;
}

/**
 * Starts the built edge worker in workerd (`scripts/serve-edge.mjs`, Miniflare configured from wrangler.jsonc)
 * on a free loopback port, with `bindings` as the platform's environment; with `origin`, the worker sees every
 * request at that origin, as behind Cloudflare (`https://…`). Its D1 database, migrated, lives in `state` (Wrangler's
 * local state, `wrangler d1 execute --local --persist-to <state>` reads it), a folder of its own removed when it
 * stops unless given; `leadStore: false` leaves out wrangler.jsonc's D1 database and queue. A process of its own:
 * wrangler's config reader misjudges errors thrown across Jest's sandbox.
 */
export async function startEdgeWorker(
  bindings: Record<string, string> = {},
  { origin, state, leadStore = true }: { origin?: string; state?: string; leadStore?: boolean } = {},
): Promise<ProductionServer> {
  const stateDir = state ?? mkdtempSync(path.join(tmpdir(), 'agency-edge-state-'));
  const removeState = () => {
    if (state === undefined) rmSync(stateDir, { recursive: true, force: true });
  };
  const worker = await startServerProcess(EDGE_SERVER, {
    name: 'The edge worker',
    env: {
      EDGE_BINDINGS: JSON.stringify(bindings),
      EDGE_ORIGIN: origin,
      EDGE_STATE_DIR: stateDir,
      EDGE_LEAD_STORE: leadStore ? 'on' : 'off',
    },
  }).catch((error: unknown) => {
    removeState();
    throw error;
  });
  worker.process.once('exit', removeState);
  return worker;
}
