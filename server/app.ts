import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { pageForRequest } from '../src/prerender/pages';
import { cameOverHttps } from './clientAddress';
import { serverErrorPage } from './errorPage';
import { apiBase } from './functionPaths';
import { languageRedirects } from './languageRedirect';
import { createPhotoApp, type PhotoRuntime } from './photos/photoApp';
import { requestFailed, type AppEnv, type Logger } from './requestLog';
import { responseHeaders } from './responseHeaders';
import { STRICT_TRANSPORT_SECURITY } from './securityHeaders';
import type { SiteManifest } from './siteManifest';
import { answersWithPage, staticFiles, type FileAccess } from './staticFiles';

export interface SiteAppOptions {
  manifest: SiteManifest;
  /** How this runtime reads the build's files. */
  files: FileAccess;
  /** What answers under `/api`: the lead relays (leads/app.ts). */
  api: Hono<AppEnv>;
  clientAddress: ClientAddress;
  /**
   * The image endpoint's encoder, cache and stock host. Unless given: the stock host's own encoding passed
   * through, nothing kept (a runtime where sharp cannot run).
   */
  photos?: PhotoRuntime;
  /** Reverse proxies in front whose `X-Forwarded-Proto` is believed (`TRUST_PROXY`): HSTS on what came over HTTPS. */
  trustedProxies?: number;
  log?: Logger;
}

/** The client's address as the runtime sees it: the socket's on Node, the platform's header elsewhere. */
export type ClientAddress = (c: Context) => string;

/**
 * `/api/*` as every server answers it: the routes given, with the client's address on the context, a JSON
 * 404 for any other path (never a page) and a JSON 500, logged once, for a failure no route answered; no
 * answer of the API is ever cached.
 */
export function apiApp(routes: Hono<AppEnv>, { clientAddress, log }: { clientAddress: ClientAddress; log: Logger }) {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('clientAddress', clientAddress(c));
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  api.route('/', routes);
  api.all('*', (c) => c.json({ error: 'not_found' }, 404));
  api.onError((error, c) => requestFailed(c, error, log) ?? c.json({ error: 'internal' }, 500));
  return api;
}

/** A client's own `X-Request-Id` is kept when it is a short token (Hono's check: letters, digits, `_`, `-`, `=`). */
export const MAX_REQUEST_ID_LENGTH = 64;

/**
 * The `Content-Length` an answer lacks: 0 for one without a body (a redirect, which Node would otherwise send
 * chunked), and for HEAD the length of the body GET sends, which Hono drops and so Node cannot count.
 */
async function missingLength(response: Response, method: string): Promise<string | undefined> {
  if (response.headers.has('Content-Length') || [204, 304].includes(response.status)) return undefined;
  if (response.body === null) return '0';
  return method === 'HEAD' ? String((await response.clone().arrayBuffer()).byteLength) : undefined;
}

const setAll = (headers: Headers, values: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
};

/**
 * The whole site as one fetch application: the API, the photos, the build's pages and files, and the security headers
 * on every answer.
 */
export function createSiteApp({
  manifest,
  files,
  api,
  clientAddress,
  photos = {},
  trustedProxies = 0,
  log = console,
}: SiteAppOptions) {
  const app = new Hono<AppEnv>();
  const headers = responseHeaders(manifest);
  const serve = staticFiles({ manifest, files, headersFor: headers.forFile });

  app.use(requestId({ limitLength: MAX_REQUEST_ID_LENGTH }));
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) setAll(c.res.headers, headers.forPath(c.req.path));
    if (cameOverHttps(new URL(c.req.url), c.req.header('X-Forwarded-Proto'), trustedProxies))
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const length = await missingLength(c.res, c.req.method);
    if (length !== undefined) c.res.headers.set('Content-Length', length);
    // The id names a log line: API calls and failures have one, a page or file served as built has none
    // (and its 52 bytes would count toward the page's first round trip), the not-found page included.
    if (c.req.path.startsWith('/api/') || (c.res.status >= 400 && c.get('servedAsBuilt') !== true))
      c.res.headers.set('X-Request-Id', c.get('requestId') ?? '');
  });

  app.route(apiBase, apiApp(api, { clientAddress, log }));
  // Before the language redirects and the pages: `/img/` is never a page.
  app.route('/', createPhotoApp({ log, photos: manifest.photos, ...photos }));

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
  const { language } = pageForRequest(manifest.pages, new URL(c.req.url).pathname);
  return c.html(serverErrorPage(language, manifest.stylesheets, 500), 500, { 'Cache-Control': 'no-store' });
}
