// Runs the built edge worker (build/edge/worker.js) in workerd through Miniflare, configured from wrangler.jsonc as
// `wrangler deploy` reads it, on loopback: the Cloudflare deployment, locally and offline, its D1 database migrated.
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { applyD1Migrations, configuredBindings, edgeOptions, withoutLeadStore } from './edgeOptions.mjs';

const given = process.env.EDGE_BINDINGS;
// The worker as deployed without wrangler.jsonc's D1 database and queue, to see it refuse leads.
const withStore = process.env.EDGE_LEAD_STORE !== 'off';
// Wrangler's own local state unless told otherwise: `npx wrangler d1 execute agency-leads --local` reads the same D1.
const state = path.resolve(process.env.EDGE_STATE_DIR ?? '.wrangler/state');
const mf = new Miniflare(
  edgeOptions({
    bindings: given === undefined ? configuredBindings() : JSON.parse(given),
    ...(withStore ? {} : withoutLeadStore),
    ...(process.env.EDGE_ORIGIN ? { upstream: process.env.EDGE_ORIGIN } : {}),
    resourcePersistencePath: path.join(state, 'v3'),
    // `/cdn-cgi/local/scheduled?time=<ms>` runs the Cron Trigger's handler, as Cloudflare would at that time.
    unsafeTriggerHandlers: true,
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 8787),
  }),
);
// Before workerd is up: a signal while it starts (a start that timed out) still takes workerd down with this process.
const stop = () => {
  mf.dispose().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const url = await mf.ready;
if (withStore) await applyD1Migrations(mf);
// Tests read this line to learn the port when they ask for PORT=0.
console.log(`Listening on ${url.origin}`);
