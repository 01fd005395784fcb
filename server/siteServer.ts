import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { handleApi, isApiPath, type ApiRoutes } from './api';
import { pageForRequest } from '../src/prerender/pages';
import { inlineHashes } from './inlineHashes';
import { securityHeaders } from './securityHeaders';

export interface SiteServerOptions {
  /** The production build (`dist/`). */
  root: string;
  api: ApiRoutes;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
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

/**
 * The security headers, whose CSP allows the built pages' inline script and critical CSS by hash. Read
 * again whenever the build changes (a deploy replacing `dist/` under a running server), never stale.
 */
function headersFor(root: string): () => Readonly<Record<string, string>> {
  const stampFile = path.join(path.resolve(root), 'index.html');
  const stampNow = () => {
    try {
      return statSync(stampFile).mtimeMs;
    } catch {
      return undefined;
    }
  };
  let stamp = stampNow();
  let headers = securityHeaders(inlineHashes(root));
  return () => {
    const modified = stampNow();
    if (modified !== stamp) {
      stamp = modified;
      headers = securityHeaders(inlineHashes(root));
    }
    return headers;
  };
}

export function createSiteHandler({ root, api }: SiteServerOptions) {
  const assetsDir = path.join(path.resolve(root), 'assets') + path.sep;
  const files = serveStatic(path.resolve(root), {
    index: false,
    redirect: false,
    fallthrough: true,
    // Content-hashed files never change; everything else (HTML, service worker, manifest) is revalidated.
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  const compress = compression();
  const headers = headersFor(root);

  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);

    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }

    if (isApiPath(pathname)) {
      void handleApi(api, req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      // The prerendered page of the route (the home page for an unknown one), French unless `?lng=en`.
      if (isAppRoute(pathname)) req.url = `/${pageForRequest(pathname, search).file}`;
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
