import { parseSiteManifest } from '../siteManifest';
import { createEdgeSite, type EdgeContext, type EdgeEnv } from './edgeSite';

/** The build's site-manifest.json, compiled in by webpack (the worker has no file system to read it from). */
declare const SITE_MANIFEST: unknown;

const manifest = parseSiteManifest(SITE_MANIFEST);
// One app per isolate, made at its first request: the platform gives the environment only then.
const sites = new WeakMap<EdgeEnv, ReturnType<typeof createEdgeSite>>();

export default {
  fetch(request: Request, env: EdgeEnv, context: EdgeContext): Promise<Response> {
    let site = sites.get(env);
    if (site === undefined) {
      site = createEdgeSite(manifest, env);
      sites.set(env, site);
    }
    return site.fetch(request, context);
  },
};
