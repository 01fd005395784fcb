import { readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
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

/** A file of the build: its path relative to the build's folder, its full path, and its version. */
interface BuildFile {
  file: string;
  full: string;
  version: string;
}

/** A file of the build, by its path relative to the build's folder, if there is one. */
function buildFile(root: string, file: string): BuildFile | undefined {
  const full = path.join(root, file);
  // Nothing outside the build (serve-static refuses such a path itself).
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    const stats = statSync(full);
    return stats.isFile() ? { file, full, version: `${String(stats.mtimeMs)}:${String(stats.size)}` } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A value worked out from files of the build, kept by the file's full path (the many spellings of one
 * address, `/en//contact.html`, are one entry, and only files that exist have one) until their version
 * changes: a deploy replacing `dist/` under a running server is never served stale.
 */
function perFileVersion<T>(): (file: BuildFile, version: string, compute: () => T) => T {
  const known = new Map<string, { version: string; value: T }>();
  return (file, version, compute) => {
    const entry = known.get(file.full);
    if (entry?.version === version) return entry.value;
    const value = compute();
    known.set(file.full, { version, value });
    return value;
  };
}

/**
 * The security headers of a response for `file`, as `target` if it is one of the build: an HTML file's CSP (a
 * prerendered page's) allows that page's own inline script and critical CSS by hash, and nothing inline
 * else; any other response allows nothing inline. The service worker's script also gets what the worker
 * itself may fetch.
 */
function headersFor(): (file: string, target: BuildFile | undefined) => HeaderSet {
  const noInline = securityHeaders();
  const serviceWorker = securityHeaders(undefined, serviceWorkerPolicy);
  const pages = perFileVersion<HeaderSet>();
  return (file, target) => {
    if (file === SERVICE_WORKER) return serviceWorker;
    if (!target?.file.endsWith('.html')) return noInline;
    return pages(target, target.version, () => securityHeaders(inlineHashes(readFileSync(target.full, 'utf8'))));
  };
}

/**
 * The Brotli copy the build wrote beside a file (scripts/webpack/PrecompressPlugin.ts), as a path for
 * serve-static, when the client accepts Brotli and the copy decodes to the file as it is now: neither
 * dates nor names can tell a copy left over from another build (a deploy that copies files anew, or
 * keeps old ones). Checked once per version of the pair. The compression middleware then leaves the
 * response alone, as it is already encoded.
 */
function brotliCopies(root: string): (req: IncomingMessage, original: BuildFile | undefined) => string | undefined {
  const matching = perFileVersion<boolean>();
  return (req, original) => {
    if (original === undefined || new Negotiator(req).encoding(['br']) !== 'br') return undefined;
    const copy = buildFile(root, `${original.file}.br`);
    if (copy === undefined) return undefined;
    const matches = matching(original, `${original.version}/${copy.version}`, () => {
      try {
        return brotliDecompressSync(readFileSync(copy.full)).equals(readFileSync(original.full));
      } catch {
        return false;
      }
    });
    return matches ? `/${copy.file.split('/').map(encodeURIComponent).join('/')}` : undefined;
  };
}

/** What a file that could not be sent answers: 404, or send's own refusal (412, 416) of a file it found. */
function notSent(res: ServerResponse, error: unknown) {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && (error.status === 412 || error.status === 416)
      ? error.status
      : 404;
  // Headers set for the file (its encoding, length, validators) do not describe this answer.
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Vary']) res.removeHeader(name);
  if (status !== 416) res.removeHeader('Content-Range');
  sendText(res, status, STATUS_CODES[status] ?? 'Not found');
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
        res.setHeader('Vary', 'Accept-Encoding');
      }
    },
  });
  const compress = compression();
  const headers = headersFor();
  const brotliCopy = brotliCopies(rootDir);
  const setHeaders = (res: ServerResponse, file: string, target?: BuildFile) => {
    for (const [name, value] of Object.entries(headers(file, target))) res.setHeader(name, value);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      setHeaders(res, '');
      sendText(res, 400, 'Bad request');
      return;
    }

    const api = isApiPath(pathname);
    const readable = req.method === 'GET' || req.method === 'HEAD';
    // The prerendered page of a route (the home page for an unknown one), French unless `?lng=en`;
    // any other path names its file. What is refused gets the headers of no page.
    const file = !api && isAppRoute(pathname) ? pageForRequest(pathname, search).file : pathname.slice(1);
    // Looked up once: both its headers and its Brotli copy depend on it.
    const served = readable && !api ? file : '';
    const target = served === '' ? undefined : buildFile(rootDir, served);
    setHeaders(res, served, target);

    if (api) {
      void handleApi(apiRoutes, req, res);
      return;
    }
    if (!readable) {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    // The Brotli copies are served in place of their files, never asked for by name.
    if (pathname.endsWith('.br')) {
      sendText(res, 404, 'Not found');
      return;
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      const copy = brotliCopy(req, target);
      if (copy !== undefined) req.url = copy;
      else if (isAppRoute(pathname)) req.url = `/${file}`;
      files(req, res, (error?: unknown) => {
        notSent(res, error);
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
