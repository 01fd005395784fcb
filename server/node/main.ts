import path from 'node:path';
import { exampleValuesWarning } from '../../src/config/exampleValues';
import { readRetentionDays, readServerConfig } from '../config';
import { nodeLeads } from './nodeLeads';
import { nodePhotos } from './nodePhotos';
import { startRetention } from './nodeRetention';
import { readBuild, startSiteServer } from './nodeServer';

async function main() {
  // Throws, and so refuses to start with the one line that says why, when a setting is wrong or the build
  // is missing or incomplete.
  const config = readServerConfig(process.env);
  const root = path.resolve(config.node.distDir);
  const manifest = readBuild(root);
  const retentionDays = readRetentionDays(process.env, manifest.leadRetentionDays);
  const leads = nodeLeads(config.leads);
  const running = await startSiteServer({
    root,
    manifest,
    api: leads.app,
    port: config.node.port,
    host: config.node.host,
    requestTimeoutMs: config.node.requestTimeoutMs,
    maxConnections: config.node.maxConnections,
    maxConnectionsPerClient: config.node.maxConnectionsPerClient,
    idleTimeoutMs: config.node.idleTimeoutMs,
    trustedProxies: config.trustedProxies,
    photos: await nodePhotos(config.photos),
  });
  // Tests read this line to learn the port when they ask for PORT=0.
  console.log(`Listening on ${running.url}`);
  const warning = exampleValuesWarning(running.manifest.exampleSettings ?? []);
  if (warning !== undefined) console.warn(warning);
  const retention = startRetention(leads.store, retentionDays);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    retention.stop();
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
