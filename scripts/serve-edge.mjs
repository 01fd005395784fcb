// Runs the built edge worker (build/edge/worker.js) in workerd through Miniflare, configured from wrangler.jsonc as
// `wrangler deploy` reads it, on loopback: the Cloudflare deployment, locally and offline.
import { Miniflare } from 'miniflare';
import { configuredBindings, edgeOptions } from './edgeOptions.mjs';

const given = process.env.EDGE_BINDINGS;
const mf = new Miniflare(
  edgeOptions({
    bindings: given === undefined ? configuredBindings() : JSON.parse(given),
    ...(process.env.EDGE_ORIGIN ? { upstream: process.env.EDGE_ORIGIN } : {}),
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 8787),
  }),
);
const url = await mf.ready;
// Tests read this line to learn the port when they ask for PORT=0.
console.log(`Listening on ${url.origin}`);
const stop = () => {
  mf.dispose().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
