import path from 'node:path';
import { createApiRoutes } from './api';
import { startSiteServer } from './siteServer';

function port(value: string | undefined): number {
  const parsed = Number(value ?? 8080);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid PORT: ${String(value)}`);
  return parsed;
}

async function main() {
  // Throws, and so refuses to start, when the relay's settings are inconsistent (a key without a sender).
  const api = createApiRoutes(process.env);
  const running = await startSiteServer({
    root: path.resolve(process.env.DIST_DIR ?? 'dist'),
    api,
    port: port(process.env.PORT),
    host: process.env.HOST ?? '127.0.0.1',
  });
  // Tests read this line to learn the port when they ask for PORT=0.
  console.log(`Listening on ${running.url}`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
