import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export interface RequestContext {
  /** The peer's address as the socket sees it (never a client-supplied header). */
  clientAddress: string;
}

/**
 * A web-standard handler: the same function runs under this project's Node server, the development
 * server and serverless platforms that speak `Request`/`Response`.
 */
export type FetchHandler = (request: Request, context?: RequestContext) => Promise<Response>;

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit);
}

export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  const body = response.body === null ? '' : Buffer.from(await response.arrayBuffer());
  res.end(body);
}

export async function runFetchHandler(handler: FetchHandler, req: IncomingMessage, res: ServerResponse) {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const response = await handler(toWebRequest(req, origin), {
    clientAddress: req.socket.remoteAddress ?? 'unknown',
  });
  await sendWebResponse(response, res);
}
