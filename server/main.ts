import path from 'node:path';
import { exampleValuesWarning } from '../src/config/exampleValues';
import { createApiRoutes } from './api';
import { trustedProxyCount, wholeSetting } from './clientAddress';
import { DEFAULT_MAX_CONNECTIONS, startSiteServer } from './nodeServer';
import { nodePhotos } from './photos/nodePhotos';

type Env = Readonly<Record<string, string | undefined>>;

async function main(env: Env) {
  // Throws, and so refuses to start, when the relay's settings are inconsistent (a key without a sender)
  // or the build is missing or incomplete, or the photos' settings are wrong.
  const running = await startSiteServer({
    root: path.resolve(env.DIST_DIR ?? 'dist'),
    api: createApiRoutes(env),
    port: wholeSetting(env, 'PORT', 8080, 0, 65535),
    host: env.HOST ?? '127.0.0.1',
    requestTimeoutMs: wholeSetting(env, 'REQUEST_TIMEOUT_MS', 30_000, 1, 3_600_000),
    maxConnections: wholeSetting(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
    trustedProxies: trustedProxyCount(env),
    photos: await nodePhotos(env),
  });
  // Tests read this line to learn the port when they ask for PORT=0.
  console.log(`Listening on ${running.url}`);
  const warning = exampleValuesWarning(running.manifest.exampleSettings ?? []);
  if (warning !== undefined) console.warn(warning);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// A request must never stop the site: a rejection nobody awaited is a bug to log and fix, not a reason to exit.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection (a bug: every promise should be awaited)', reason);
});

main(process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
