import type { IncomingMessage, ServerResponse } from 'node:http';
import { runFetchHandler, type FetchHandler } from './fetchAdapter';

/** The API the site's servers mount, by exact path. The consultation relay registers itself here. */
export type ApiRoutes = Readonly<Record<string, FetchHandler>>;

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function createApiRoutes(): ApiRoutes {
  return {};
}

/** Answers any `/api/` request: the mounted handler for its path, or a JSON 404, never the app shell. */
export async function handleApi(routes: ApiRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const handler = routes[pathname];
  try {
    await runFetchHandler(handler ?? (() => Promise.resolve(jsonResponse(404, { error: 'not_found' }))), req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent)
      await runFetchHandler(() => Promise.resolve(jsonResponse(500, { error: 'internal' })), req, res);
    else res.end();
  }
}
