import { parseSiteManifest } from '../siteManifest';
import type { MessageBatch } from './edgeLeads';
import { createEdgeSite, type EdgeContext, type EdgeEnv, type ScheduledController } from './edgeSite';

/** The build's site-manifest.json, compiled in by webpack (the worker has no file system to read it from). */
declare const SITE_MANIFEST: unknown;

const manifest = parseSiteManifest(SITE_MANIFEST);
// One app per isolate, made at its first event: the platform gives the environment only then.
const sites = new WeakMap<EdgeEnv, ReturnType<typeof createEdgeSite>>();

function siteFor(env: EdgeEnv) {
  let site = sites.get(env);
  if (site === undefined) {
    site = createEdgeSite(manifest, env);
    sites.set(env, site);
  }
  return site;
}

export default {
  fetch(request: Request, env: EdgeEnv, context: EdgeContext): Promise<Response> {
    return siteFor(env).fetch(request, context);
  },
  /** The lead queue's batches (wrangler.jsonc's consumer): each kept lead sent to the e-mail provider. */
  queue(batch: MessageBatch, env: EdgeEnv): Promise<void> {
    return siteFor(env).queue(batch);
  },
  /** The Cron Trigger (wrangler.jsonc): the retention's daily purge of D1. */
  scheduled(controller: ScheduledController, env: EdgeEnv): Promise<void> {
    return siteFor(env).scheduled(controller);
  },
};
