import { createServer, request as forwardRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the relay does with the consultation POSTs it gets until told otherwise: pass them to the real
 * server, answer them itself, cut the connection (a network error), or never answer (a send in flight).
 */
export type RelayMode =
  | { kind: 'forward' }
  | { kind: 'answer'; status: number; body: Record<string, unknown>; headers?: Record<string, string> }
  | { kind: 'drop' }
  | { kind: 'hold' };

export interface RelayedPost {
  id: unknown;
  mode: RelayMode['kind'];
  /** The relay's answer, or `aborted` when the sender closed the connection before any answer. */
  outcome: number | 'aborted' | 'dropped' | 'pending';
}

export interface ScriptedRelay {
  /** The origin the browser visits: every other request goes to the real server unchanged. */
  url: string;
  posts: RelayedPost[];
  setMode: (mode: RelayMode) => void;
  /** Sends what is forwarded from now on to another server (another relay configuration). */
  setUpstream: (url: string) => void;
  /**
   * Ends the POSTs held so far with a malformed answer: their senders get a network error. (A connection
   * closed before any answer would make Chromium send the request again on a new one.)
   */
  dropHeld: () => void;
  stop: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function forward(upstream: URL, request: IncomingMessage, response: ServerResponse, body?: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = forwardRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        resolve(answer.statusCode ?? 502);
      },
    );
    outgoing.on('error', () => {
      response.destroy();
      resolve(502);
    });
    if (body === undefined) request.pipe(outgoing);
    else outgoing.end(body);
  });
}

function idOf(body: Buffer): unknown {
  try {
    return (JSON.parse(body.toString('utf8')) as { id?: unknown }).id;
  } catch {
    return undefined;
  }
}

/**
 * A same-origin stand-in in front of the production server, on loopback, that answers consultation
 * POSTs as a test scripts it (the page, the service worker and the CSP see one origin).
 */
export async function startScriptedRelay(upstreamUrl: string, endpoint = '/api/consultation'): Promise<ScriptedRelay> {
  let upstream = new URL(upstreamUrl);
  const posts: RelayedPost[] = [];
  const held: { post: RelayedPost; response: ServerResponse }[] = [];
  let mode: RelayMode = { kind: 'forward' };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url?.split('?')[0] !== endpoint) {
      void forward(upstream, request, response);
      return;
    }
    void readBody(request).then(async (body) => {
      const post: RelayedPost = { id: idOf(body), mode: mode.kind, outcome: 'pending' };
      posts.push(post);
      response.on('close', () => {
        if (!response.writableFinished && post.outcome === 'pending') post.outcome = 'aborted';
      });
      if (mode.kind === 'hold') {
        held.push({ post, response });
        return;
      }
      switch (mode.kind) {
        case 'forward':
          post.outcome = await forward(upstream, request, response, body);
          break;
        case 'answer':
          response.writeHead(mode.status, { 'Content-Type': 'application/json', ...mode.headers });
          response.end(JSON.stringify(mode.body));
          post.outcome = mode.status;
          break;
        case 'drop':
          post.outcome = 'dropped';
          request.socket.destroy();
          break;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    posts,
    setMode: (next) => {
      mode = next;
    },
    setUpstream: (next) => {
      upstream = new URL(next);
    },
    dropHeld: () => {
      for (const { post, response } of held.splice(0)) {
        post.outcome = 'dropped';
        response.socket?.end('not an HTTP answer\r\n\r\n');
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const { response } of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
