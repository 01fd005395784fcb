import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createSiteApp, type ClientAddress } from '../app';
import { DEFAULT_MAX_CONNECTIONS, DEFAULT_REQUEST_TIMEOUT_MS } from '../config';
import { clientBehindProxies } from '../clientAddress';
import type { PhotoRuntime } from '../photos/photoApp';
import type { AppEnv, Logger } from '../requestLog';
import {
  parseSiteManifest,
  SITE_MANIFEST_FILE,
  SiteManifestError,
  storedFiles,
  type SiteManifest,
} from '../siteManifest';
import type { FileAccess } from '../staticFiles';

/** How long a stop waits for requests in flight before it closes their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Reads the build's manifest and checks that every file it names is there, as the build wrote it: a
 * missing or stale build is refused at start, with the reason, instead of failing visitors one by one.
 */
export function readBuild(root: string): SiteManifest {
  const manifestPath = path.join(root, SITE_MANIFEST_FILE);
  let manifest: SiteManifest;
  try {
    manifest = parseSiteManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
  } catch (error) {
    if (error instanceof SiteManifestError) throw new SiteManifestError(`${manifestPath}: ${error.message}`);
    throw new SiteManifestError(`No build manifest at ${manifestPath} (run \`npm run build\`): ${String(error)}`);
  }
  for (const { file, size } of storedFiles(manifest)) {
    let actual: number | undefined;
    try {
      actual = statSync(path.join(root, file)).size;
    } catch {
      actual = undefined;
    }
    if (actual !== size)
      throw new SiteManifestError(
        `${manifestPath} names ${file}, which ${actual === undefined ? 'does not exist' : 'has changed since the build'}: rebuild, or restore the build as it was`,
      );
  }
  return manifest;
}

const filesUnder =
  (root: string): FileAccess =>
  (file) =>
    readFile(path.join(root, file));

/** The client's address on Node: the socket's peer, or read from `X-Forwarded-For` behind trusted proxies. */
export function nodeClientAddress(trustedProxies = 0): ClientAddress {
  return (c: Context) =>
    clientBehindProxies(getConnInfo(c).remote.address ?? 'unknown', c.req.header('x-forwarded-for'), trustedProxies);
}

export interface SiteServerOptions {
  /** The production build (`dist/`). */
  root: string;
  /** What answers under `/api`: the lead relays (leads/app.ts). */
  api: Hono<AppEnv>;
  port: number;
  host: string;
  requestTimeoutMs?: number;
  /** Connections open at once (`MAX_CONNECTIONS`), `DEFAULT_MAX_CONNECTIONS` unless given. */
  maxConnections?: number;
  /** Reverse proxies in front of this server whose `X-Forwarded-For` entries are believed (`TRUST_PROXY`). */
  trustedProxies?: number;
  /** The image endpoint's encoder, cache and stock host (./nodePhotos.ts). */
  photos?: PhotoRuntime;
  log?: Logger;
}

export interface RunningServer {
  server: Server;
  /** The build it serves, as its manifest describes it. */
  manifest: SiteManifest;
  url: string;
  /** Stops accepting, lets requests in flight finish for up to `SHUTDOWN_GRACE_MS`, then closes. */
  close: () => Promise<void>;
}

/** The site's app on Node's HTTP server, with the limits and refusals that belong to the socket. */
export function startSiteServer(options: SiteServerOptions): Promise<RunningServer> {
  const { root, api, port, host, log = console } = options;
  const manifest = readBuild(root);
  const app = createSiteApp({
    manifest,
    files: filesUnder(root),
    api,
    clientAddress: nodeClientAddress(options.trustedProxies),
    photos: options.photos,
    trustedProxies: options.trustedProxies,
    log,
  });
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const answer = getRequestListener(app.fetch);
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 60_000),
      // How often Node checks those timeouts: often enough that a stalled body is answered near its limit.
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    (request, response) => {
      if (hostCount(request) > 1) refuseTwoHosts(response);
      else void answer(request, response);
    },
  );
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  reportDroppedConnections(server, log);
  // A proxy tunnel is not something this server offers; without a listener Node would just drop the socket.
  server.on('connect', (_request, socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { address, port: actualPort } = server.address() as AddressInfo;
      const shownHost = address.includes(':') ? `[${address}]` : address;
      resolve({
        server,
        manifest,
        url: `http://${shownHost}:${String(actualPort)}`,
        close: () => closeGracefully(server),
      });
    });
  });
}

/** How many `Host` headers the request carries: Node keeps the first of several and drops the others. */
const hostCount = (request: IncomingMessage) =>
  request.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;

/** Two `Host` headers name two sites: which one was meant cannot be known (RFC 9112, section 3.2). */
function refuseTwoHosts(response: ServerResponse) {
  const body = 'Bad Request: more than one Host header';
  response.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  response.end(body);
}

/** Connections closed over the limit, logged at most once a minute so a flood cannot flood the log too. */
function reportDroppedConnections(server: Server, log: Logger) {
  let dropped = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;
  server.on('drop', () => {
    dropped += 1;
    if (Date.now() - reportedAt < 60_000) return;
    log.error(
      `Closed ${String(dropped)} connection(s) over the limit of ${String(server.maxConnections)} open at once (MAX_CONNECTIONS)`,
    );
    dropped = 0;
    reportedAt = Date.now();
  });
}

function closeGracefully(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    // A keep-alive connection goes idle once its request is answered; closed then, it holds no stop.
    const sweep = setInterval(() => {
      server.closeIdleConnections();
    }, 100);
    server.close((error) => {
      clearTimeout(force);
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
  });
}
