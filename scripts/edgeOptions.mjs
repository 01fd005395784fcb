// Miniflare's options for the edge worker as wrangler.jsonc declares it, read the way `wrangler deploy` reads it.
// Wrangler still describes a worker in Miniflare 4's terms; Miniflare 5 converts them itself.
import path from 'node:path';
import { convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/** `overrides` are Miniflare 4 options (`bindings`, `script`, `host`…), laid over the configuration's own. */
export function edgeOptions(overrides = {}) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.resolve('wrangler.jsonc'));
  if (main === undefined) throw new Error('wrangler.jsonc names no worker (`main`)');
  // Rules for modules beside the main one, which Miniflare 5 would take from elsewhere: the built worker is one file.
  return convertV4MiniflareOptions({
    ...workerOptions,
    modulesRules: undefined,
    modules: true,
    scriptPath: main,
    ...overrides,
  });
}

/** The platform's environment the configuration declares (its `vars`), in Miniflare 4's terms. */
export function configuredBindings() {
  return unstable_getMiniflareWorkerOptions(path.resolve('wrangler.jsonc')).workerOptions.bindings;
}
