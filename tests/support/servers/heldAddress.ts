import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the held address does with a request: pass it to a server, or stand in for it. */
export type Behaviour =
  | { kind: 'forward'; to: string }
  /** The connection is dropped: the browser's fetch fails as when the server is gone. */
  | { kind: 'unreachable' }
  /** Requests to `path` get `status`; the rest are forwarded to `to`. */
  | { kind: 'answer'; path: string; status: number; to: string }
  /** Requests to `path` lose their connection, as when the network drops them; the rest are forwarded to `to`. */
  | { kind: 'drop'; path: string; to: string }
  /** Requests to `path` get `body` (a stand-in file, such as an older service worker); the rest are forwarded. */
  | { kind: 'serve'; path: string; type: string; body: string; to: string };

export interface HeldAddress {
  /** The origin pages are opened on; it stays the same for the whole test. */
  url: string;
  behave: (behaviour: Behaviour) => void;
  /** Requests that reached this address, as `METHOD /path -> outcome`. */
  log: string[];
  stop: () => Promise<void>;
}

function forward(request: IncomingMessage, response: ServerResponse, to: string): void {
  const target = new URL(request.url ?? '/', to);
  const upstream = httpRequest(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/**
 * One loopback port held for a whole test, in front of the production server: a page's origin (and its
 * service worker) stays the same while the server behind it goes away, fails or is replaced, and no other
 * program can take the port in between, as it could if a server were stopped and restarted on it.
 */
export async function holdAddress(initial: Behaviour): Promise<HeldAddress> {
  let behaviour = initial;
  const log: string[] = [];
  const server = createServer((request, response) => {
    const line = `${request.method ?? ''} ${request.url ?? ''}`;
    const now = behaviour;
    const pathname = new URL(request.url ?? '/', 'http://held').pathname;
    if (now.kind === 'unreachable' || (now.kind === 'drop' && pathname === now.path)) {
      log.push(`${line} -> dropped`);
      request.socket.destroy();
      return;
    }
    if (now.kind === 'answer' && pathname === now.path) {
      log.push(`${line} -> ${String(now.status)}`);
      request.resume();
      response.writeHead(now.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'held_address_answer' }));
      return;
    }
    if (now.kind === 'serve' && pathname === now.path) {
      log.push(`${line} -> served`);
      request.resume();
      response.writeHead(200, { 'Content-Type': now.type, 'Cache-Control': 'no-cache' });
      response.end(now.body);
      return;
    }
    log.push(`${line} -> forwarded`);
    forward(request, response, now.to);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    behave: (next) => {
      behaviour = next;
      // Kept-alive connections would otherwise carry on with the old behaviour.
      server.closeIdleConnections();
    },
    log,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
