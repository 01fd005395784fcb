// Runs the built edge worker (build/edge/worker.js) in workerd through Miniflare, configured from wrangler.jsonc as
// `wrangler deploy` reads it, on loopback: the Cloudflare deployment, locally and offline.
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.resolve('wrangler.jsonc'));
if (main === undefined) throw new Error('wrangler.jsonc names no worker (`main`)');
const given = process.env.EDGE_BINDINGS;
const bindings = given === undefined ? workerOptions.bindings : JSON.parse(given);
const mf = new Miniflare({
  ...workerOptions,
  modules: true,
  scriptPath: main,
  bindings,
  ...(process.env.EDGE_ORIGIN ? { upstream: process.env.EDGE_ORIGIN } : {}),
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 8787),
});
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
