import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from '../securityHeaders';

/**
 * The headers of an answer the server writes before (or instead of) the app: the app's security headers, a counted
 * body, nothing kept, and the connection closed, since what else the client sent on it cannot be trusted.
 */
export function earlyHeaders(body = '', extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return {
    ...securityHeaders(),
    ...(body === '' ? {} : { 'Content-Type': 'text/plain; charset=utf-8' }),
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...extra,
  };
}

/** The same answer as bytes, without a body, for a socket no response object holds. */
export function rawAnswer(status: number, extra: Readonly<Record<string, string>> = {}): string {
  const lines = Object.entries(earlyHeaders('', extra)).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Node's own choice of status for a request it could not read (lib/_http_server.js, `socketOnError`). */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Answers what Node's parser refuses (a method it does not know, headers over its limit, a request line that is not
 * one, a request not received in time) as Node would, but with the site's headers; then closes the connection.
 * `answering` says whether the socket's request has already begun its answer, which nothing may then interrupt.
 */
export function answerClientErrors(server: Server, answering: (socket: Duplex) => boolean): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && !answering(socket)) socket.write(rawAnswer(statusFor(error.code)));
    socket.destroy();
  });
}

/** Two `Host` headers name two sites: which one was meant cannot be known (RFC 9112, section 3.2). */
export function refuseTwoHosts(response: ServerResponse): void {
  const body = 'Bad Request: more than one Host header';
  response.writeHead(400, earlyHeaders(body));
  response.end(body);
}

/** A proxy tunnel is not something this server offers; without a listener Node would just drop the socket. */
export function refuseTunnels(server: Server): void {
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(rawAnswer(405, { Allow: 'GET, HEAD, POST' }));
  });
}
