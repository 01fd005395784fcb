import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ProductionServer {
  url: string;
  process: ChildProcess;
  /** Everything the server has printed so far, both streams. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `npm run serve`'s program on a free loopback port and waits until it listens. Its photos come from
 * the run's stock host stand-in (`E2E_PHOTO_UPSTREAM`, see globalSetup.ts) unless `env` says otherwise, and
 * are kept in a folder of its own, removed when it stops. `cwd` is its working directory (`var/` is under it).
 */
export function startProductionServer(
  env: Record<string, string> = {},
  { cwd }: { cwd?: string } = {},
): Promise<ProductionServer> {
  const photoCache = mkdtempSync(path.join(tmpdir(), 'agency-photos-'));
  const stockHost = process.env.E2E_PHOTO_UPSTREAM;
  return startListening(
    'The production server',
    path.resolve('build/server/server/node/main.js'),
    {
      PORT: '0',
      HOST: '127.0.0.1',
      PHOTO_CACHE_DIR: photoCache,
      ...(stockHost === undefined ? {} : { PHOTO_UPSTREAM: stockHost }),
      ...env,
    },
    () => {
      rmSync(photoCache, { recursive: true, force: true });
    },
    cwd,
  );
}

/**
 * Starts the built edge worker in workerd (`scripts/serve-edge.mjs`, Miniflare configured from wrangler.jsonc)
 * on a free loopback port, with `bindings` as the platform's environment; with `origin`, the worker sees every
 * request at that origin, as behind Cloudflare (`https://…`). A process of its own: wrangler's config reader
 * misjudges errors thrown across Jest's sandbox.
 */
export function startEdgeWorker(
  bindings: Record<string, string> = {},
  { origin }: { origin?: string } = {},
): Promise<ProductionServer> {
  return startListening('The edge worker', path.resolve('scripts/serve-edge.mjs'), {
    PORT: '0',
    EDGE_BINDINGS: JSON.stringify(bindings),
    ...(origin === undefined ? {} : { EDGE_ORIGIN: origin }),
  });
}

/** Spawns a Node program that prints `Listening on <url>` once it listens, and waits for that line. */
function startListening(
  name: string,
  script: string,
  env: Record<string, string>,
  onExit: () => void = () => undefined,
  cwd?: string,
): Promise<ProductionServer> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  child.once('exit', onExit);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${name} did not start in time:\n${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => {
        output += more.toString();
      });
      resolve({
        url: match[1],
        process: child,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) {
              done();
              return;
            }
            child.once('exit', () => {
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${String(code)}:\n${output}`));
    });
  });
}
