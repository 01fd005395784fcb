import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener, RequestError, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, ExecutionContext, Hono } from 'hono';
import { createSiteApp, type ClientAddress } from '../app';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from '../config';
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
import { capConnectionsPerClient, closeSilentConnections, throttledReport } from './connections';
import { answerClientErrors, earlyHeaders, refuseTunnels, refuseTwoHosts } from './earlyAnswers';

/** How long a stop waits for requests in flight, and the work they left for after their answer, before it closes. */
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
  /** Its manifest, when the caller read it already (`readBuild`). */
  manifest?: SiteManifest;
  /** What answers under `/api`: the lead relays (leads/app.ts). */
  api: Hono<AppEnv>;
  port: number;
  host: string;
  requestTimeoutMs?: number;
  /** Connections open at once (`MAX_CONNECTIONS`), `DEFAULT_MAX_CONNECTIONS` unless given. */
  maxConnections?: number;
  /** Connections open at once from one client (`MAX_CONNECTIONS_PER_CLIENT`); `undefined`: no cap of its own. */
  maxConnectionsPerClient?: number | undefined;
  /** How long a connection may stay silent before it is closed (`IDLE_TIMEOUT_MS`). */
  idleTimeoutMs?: number;
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
  const manifest = options.manifest ?? readBuild(root);
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
  const inFlight = new Set<ServerResponse>();
  const afterAnswers = new Set<Promise<unknown>>();
  let stopping = false;
  // What a handler leaves to finish after its answer (a worker's `waitUntil`): a stop waits for it too.
  const execution: ExecutionContext = {
    waitUntil: (work) => {
      const done = () => {
        afterAnswers.delete(tracked);
      };
      const tracked: Promise<void> = work.then(done, done);
      afterAnswers.add(tracked);
    },
    passThroughOnException: () => undefined,
    props: {},
  };
  const answer = getRequestListener(
    async (request, env) => {
      const response = await app.fetch(request, env, execution);
      closeAfterUnreadBody(env);
      return response;
    },
    {
      // The adapter's own answer to a request it cannot make a URL of (`OPTIONS *`, a port out of range), and to a
      // failure of the app (which answers its own), with the site's headers.
      errorHandler: (error) =>
        new Response(null, { status: error instanceof RequestError ? 400 : 500, headers: earlyHeaders() }),
    },
  );
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 60_000),
      // How often Node checks those timeouts: often enough that a stalled body is answered near its limit.
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    (request, response) => {
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
      // While stopping, no answer invites the client to send another request on its connection.
      if (stopping) response.setHeader('Connection', 'close');
      if (hostCount(request) > 1) refuseTwoHosts(response);
      else void answer(request, response);
    },
  );
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const perClient =
    'maxConnectionsPerClient' in options ? options.maxConnectionsPerClient : DEFAULT_MAX_CONNECTIONS_PER_CLIENT;
  if (perClient !== undefined) capConnectionsPerClient(server, perClient, log);
  closeSilentConnections(server, options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  reportDroppedConnections(server, log);
  answerClientErrors(server, (socket) =>
    [...inFlight].some((response) => response.socket === socket && response.headersSent),
  );
  refuseTunnels(server);
  const stop = () => {
    stopping = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    return closeGracefully(server, afterAnswers);
  };
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
        close: stop,
      });
    });
  });
}

/** How many `Host` headers the request carries: Node keeps the first of several and drops the others. */
const hostCount = (request: IncomingMessage) =>
  request.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;

/**
 * A body the answer came before (a 413 by its declared length) is not drained: the answer says the connection
 * closes, as it will, so the client sends its next request on a new one.
 */
function closeAfterUnreadBody({ incoming, outgoing }: HttpBindings | Http2Bindings) {
  if (!incoming.complete && !outgoing.headersSent) outgoing.setHeader('Connection', 'close');
}

/** Connections closed over the limit, logged at most once a minute. */
function reportDroppedConnections(server: Server, log: Logger) {
  const report = throttledReport(
    log,
    (count) =>
      `Closed ${String(count)} connection(s) over the limit of ${String(server.maxConnections)} open at once (MAX_CONNECTIONS)`,
  );
  server.on('drop', report);
}

/**
 * Stops accepting, closes the idle connections at once (Node's `close`), lets the requests in flight finish (their
 * answers say `Connection: close`) and the work they left after their answers, for up to `SHUTDOWN_GRACE_MS`.
 */
async function closeGracefully(server: Server, afterAnswers: ReadonlySet<Promise<unknown>>): Promise<void> {
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  let force: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => {
    force = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, SHUTDOWN_GRACE_MS);
  });
  // A connection whose answer was already on its way with keep-alive goes idle after it: closed then, it holds no stop.
  const sweep = setInterval(() => {
    server.closeIdleConnections();
  }, 100);
  try {
    await new Promise<void>((resolve, reject) => {
      server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
    });
    if (Date.now() < deadline) await Promise.race([Promise.all(afterAnswers), graceOver]);
  } finally {
    clearTimeout(force);
    clearInterval(sweep);
  }
}
