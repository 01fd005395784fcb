import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { pageForRequest } from '../src/prerender/pages';
import { createApiApp, type ApiRoutes, type ClientAddress } from './api';
import { serverErrorPage } from './errorPage';
import { languageRedirects } from './languageRedirect';
import { createPhotoApp, type PhotoAppOptions } from './photos/photoApp';
import { requestFailed, type AppEnv, type Logger } from './requestLog';
import { responseHeaders } from './responseHeaders';
import type { SiteManifest } from './siteManifest';
import { answersWithPage, staticFiles, type Encoder, type FileAccess } from './staticFiles';

export interface SiteAppOptions {
  manifest: SiteManifest;
  /** How this runtime reads the build's files. */
  files: FileAccess;
  api: ApiRoutes;
  clientAddress: ClientAddress;
  /**
   * The image endpoint's encoder, cache and stock host. Unless given: the stock host's own encoding passed
   * through, nothing kept (a runtime where sharp cannot run).
   */
  photos?: PhotoAppOptions;
  /**
   * On-the-fly gzip for clients that take no Brotli; the web's CompressionStream unless given; `null` where
   * the platform compresses (a worker behind Cloudflare's edge).
   */
  gzip?: Encoder | null;
  log?: Logger;
}

const streamGzip: Encoder = async (body) =>
  new Uint8Array(
    await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
  );

const setAll = (headers: Headers, values: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
};

/**
 * The whole site as one fetch application: the API, the photos, the build's pages and files, and the
 * security headers on every answer. Runtime-neutral: how files are read, how the client's address is known,
 * how gzip is made and how photos are encoded and kept are given, so Node and a serverless platform run the
 * same app.
 */
export function createSiteApp({
  manifest,
  files,
  api,
  clientAddress,
  photos = {},
  gzip = streamGzip,
  log = console,
}: SiteAppOptions) {
  const app = new Hono<AppEnv>();
  const headers = responseHeaders(manifest);
  const serve = staticFiles({ manifest, files, gzip, headersFor: headers.forFile });

  app.use(requestId());
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) setAll(c.res.headers, headers.fallback);
    // The id names a log line: API calls and failures have one, a page or file served as built has none
    // (and its 52 bytes would count toward the page's first round trip), the not-found page included.
    if (c.req.path.startsWith('/api/') || (c.res.status >= 400 && c.get('servedAsBuilt') !== true))
      c.res.headers.set('X-Request-Id', c.get('requestId') ?? '');
  });

  app.route('/', createApiApp({ routes: api, clientAddress, log }));
  // Before the language redirects and the pages: `/img/` is never a page.
  app.route('/', createPhotoApp({ log, ...photos }));

  app.use(languageRedirects((pathname) => answersWithPage(manifest, pathname)));
  app.get('*', async (c) => {
    const served = await serve(c);
    if (served === undefined) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    c.set('servedAsBuilt', true);
    return served;
  });
  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }));

  app.onError((error, c) => requestFailed(c, error, log) ?? errorPage(c, manifest));
  return app;
}

function errorPage(c: Context<AppEnv>, manifest: SiteManifest): Response {
  const { language } = pageForRequest(new URL(c.req.url).pathname);
  return c.html(serverErrorPage(language, manifest.stylesheets, 500), 500, { 'Cache-Control': 'no-store' });
}
