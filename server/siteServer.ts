import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import serveStatic from 'serve-static';
import { handleApi, isApiPath, type ApiRoutes } from './api';
import { pageForRequest } from '../src/prerender/pages';
import { inlineHashes } from './inlineHashes';
import { securityHeaders, serviceWorkerPolicy } from './securityHeaders';

export interface SiteServerOptions {
  /** The production build (`dist/`). */
  root: string;
  api: ApiRoutes;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker's script, as the build writes it (webpack.config.ts) and src/index.tsx registers it. */
const SERVICE_WORKER = 'service-worker.js';
const REVALIDATE = 'no-cache';

/** A route of the app (no file extension in its last segment) gets a page; a file is a file. */
export function isAppRoute(pathname: string): boolean {
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(text);
}

type HeaderSet = Readonly<Record<string, string>>;

/**
 * The security headers of a response: an HTML file's CSP (a prerendered page's) allows that page's own
 * inline script and critical CSS by hash, and nothing inline else; any other response allows nothing
 * inline. A page is read again whenever it changes (a deploy replacing `dist/` under a running server):
 * never stale. The service worker's script also gets what the worker itself may fetch.
 */
function headersFor(root: string): (file: string) => HeaderSet {
  const noInline = securityHeaders();
  const serviceWorker = securityHeaders(undefined, serviceWorkerPolicy);
  const pages = new Map<string, { version: string; headers: HeaderSet }>();
  return (file) => {
    if (file === SERVICE_WORKER) return serviceWorker;
    const page = path.join(root, file);
    if (!file.endsWith('.html') || !page.startsWith(root + path.sep)) return noInline;
    let version: string;
    try {
      const stats = statSync(page);
      if (!stats.isFile()) return noInline;
      version = `${String(stats.mtimeMs)}:${String(stats.size)}`;
    } catch {
      return noInline;
    }
    const known = pages.get(file);
    if (known?.version === version) return known.headers;
    const headers = securityHeaders(inlineHashes(readFileSync(page, 'utf8')));
    pages.set(file, { version, headers });
    return headers;
  };
}

/**
 * The Brotli copy the build wrote beside a file (scripts/webpack/PrecompressPlugin.ts), as a path for
 * serve-static, when the client accepts Brotli and the copy is there and no older than the file (a file
 * replaced by hand must not be shadowed by its old copy). The compression middleware then leaves the
 * response alone, as it is already encoded.
 */
function brotliCopy(root: string, req: IncomingMessage, file: string): string | undefined {
  if (new Negotiator(req).encoding(['br']) !== 'br') return undefined;
  const original = path.join(root, file);
  // Nothing outside the build; serve-static refuses such a path itself.
  if (!original.startsWith(root + path.sep)) return undefined;
  try {
    const copy = statSync(`${original}.br`);
    if (!copy.isFile() || copy.mtimeMs < statSync(original).mtimeMs) return undefined;
  } catch {
    return undefined;
  }
  return `/${file.split('/').map(encodeURIComponent).join('/')}.br`;
}

export function createSiteHandler({ root, api: apiRoutes }: SiteServerOptions) {
  const rootDir = path.resolve(root);
  const assetsDir = path.join(rootDir, 'assets') + path.sep;
  const files = serveStatic(rootDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    // Content-hashed files never change; everything else (HTML, service worker, manifest) is revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      if (filePath.endsWith('.br')) {
        // The file the copy stands for decides the type; the copy is that file, encoded.
        res.setHeader('Content-Type', contentType(path.extname(filePath.slice(0, -3))) || 'application/octet-stream');
        res.setHeader('Content-Encoding', 'br');
      }
    },
  });
  const compress = compression();
  const headers = headersFor(rootDir);

  return (req: IncomingMessage, res: ServerResponse) => {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      for (const [name, value] of Object.entries(headers(''))) res.setHeader(name, value);
      sendText(res, 400, 'Bad request');
      return;
    }

    // The prerendered page of a route (the home page for an unknown one), French unless `?lng=en`;
    // any other path names its file.
    const api = isApiPath(pathname);
    const file = !api && isAppRoute(pathname) ? pageForRequest(pathname, search).file : pathname.slice(1);
    for (const [name, value] of Object.entries(headers(file))) res.setHeader(name, value);

    if (api) {
      void handleApi(apiRoutes, req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      const copy = brotliCopy(rootDir, req, file);
      if (copy !== undefined) {
        res.setHeader('Vary', 'Accept-Encoding');
        req.url = copy;
      } else if (isAppRoute(pathname)) {
        req.url = `/${file}`;
      }
      files(req, res, () => {
        sendText(res, 404, 'Not found');
      });
    });
  };
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export function startSiteServer(options: SiteServerOptions & { port: number; host: string }): Promise<RunningServer> {
  const server = createServer(createSiteHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        server,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
