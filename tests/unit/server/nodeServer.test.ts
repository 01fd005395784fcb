/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono, type Handler } from 'hono';
import { readBuild, startSiteServer, type RunningServer } from '../../../server/node/nodeServer';
import type { AppEnv, Logger } from '../../../server/requestLog';
import { SITE_MANIFEST_FILE } from '../../../server/siteManifest';
import { siteFixture } from '../../support/siteFixture';

/** An API of one route, under `/api`. */
function apiOf(path: string, handler: Handler<AppEnv>) {
  const api = new Hono<AppEnv>();
  api.all(path, handler);
  return api;
}

const quiet: Logger = { info: () => undefined, error: () => undefined };

/** Writes the fixture's build to a folder of its own, manifest included, as `npm run build` would. */
function writeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'node-server-'));
  const site = siteFixture();
  for (const [file, content] of site.disk) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(path.join(root, SITE_MANIFEST_FILE), JSON.stringify(site.manifest));
  return root;
}

/** A promise and the function that settles it (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

const roots: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function build(): string {
  const root = writeBuild();
  roots.push(root);
  return root;
}

describe('reading the build', () => {
  it('accepts a whole build', () => {
    expect(Object.keys(readBuild(build()).files)).toContain('index.html');
  });

  it('refuses, saying why, a folder with no manifest, a manifest that is not one, or a file missing or changed', () => {
    const root = build();
    const manifest = path.join(root, SITE_MANIFEST_FILE);
    unlinkSync(path.join(root, 'en/legal.html'));
    expect(() => readBuild(root)).toThrow(/names en\/legal\.html, which does not exist/);
    writeFileSync(path.join(root, 'en/legal.html'), 'another build');
    expect(() => readBuild(root)).toThrow(/names en\/legal\.html, which has changed since the build/);
    writeFileSync(manifest, '{"files": []}');
    expect(() => readBuild(root)).toThrow(/malformed|no build id/);
    unlinkSync(manifest);
    expect(() => readBuild(root)).toThrow(/No build manifest at .*site-manifest\.json \(run `npm run build`\)/);
  });
});

describe('the site on Node', () => {
  /** A server whose one API route records the client address it was given. */
  async function whoami(trustedProxies?: number) {
    const seen: string[] = [];
    const running = await startSiteServer({
      root: build(),
      host: '127.0.0.1',
      port: 0,
      log: quiet,
      trustedProxies,
      api: apiOf('/whoami', (c) => {
        seen.push(c.get('clientAddress') ?? '');
        return c.json({});
      }),
    });
    servers.push(running);
    return {
      seen,
      url: running.url,
      ask: (headers: Record<string, string> = {}) => fetch(`${running.url}/api/whoami`, { headers }),
    };
  }

  it('gives handlers the address of the socket, not one a header claims', async () => {
    const { seen, url, ask } = await whoami();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await ask({ 'X-Forwarded-For': '198.51.100.1' });
    expect(seen).toEqual(['127.0.0.1']);
  });

  it('behind one trusted proxy (TRUST_PROXY=1), gives the address that proxy saw', async () => {
    const { seen, ask } = await whoami(1);
    await ask({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.1' });
    await ask();
    expect(seen).toEqual(['198.51.100.1', '127.0.0.1']);
  });

  it('on stop, accepts no new connection but finishes the request in flight', async () => {
    const held = deferred();
    const inFlight = deferred();
    const running = await startSiteServer({
      root: build(),
      host: '127.0.0.1',
      port: 0,
      log: quiet,
      api: apiOf('/slow', async (c) => {
        inFlight.resolve();
        await held.promise;
        return c.json({ finished: true });
      }),
    });
    const answer = fetch(`${running.url}/api/slow`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));
    await inFlight.promise;
    const stopped = running.close();
    const refused = await new Promise<string>((resolve) => {
      const probe = httpRequest(`${running.url}/robots.txt`, { agent: false }, () => {
        resolve('answered');
      });
      probe.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? 'error');
      });
      probe.end();
    });
    expect(refused).toBe('ECONNREFUSED');
    held.resolve();
    await expect(answer).resolves.toEqual({ status: 200, body: { finished: true } });
    await stopped;
  });
});
