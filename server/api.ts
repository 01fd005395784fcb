import type { IncomingMessage, ServerResponse } from 'node:http';
import { choiceOptions } from '../src/features/consultation/options';
import { readRelayConfig } from './consultation/config';
import { describeChoice } from './consultation/labels';
import { createConsultationRelay } from './consultation/relay';
import { runFetchHandler, type FetchHandler } from './fetchAdapter';
import { jsonResponse } from './json';

/** The API the site's servers mount, by exact path. The consultation relay registers itself here. */
export type ApiRoutes = Readonly<Record<string, FetchHandler>>;

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The API of the production and development servers. Reads the relay's settings from the server's
 * environment and throws (refusing to start) when they are inconsistent.
 */
export function createApiRoutes(env: Readonly<Record<string, string | undefined>> = process.env): ApiRoutes {
  const config = readRelayConfig(env);
  return {
    '/api/consultation': createConsultationRelay({ config, choices: choiceOptions, describe: describeChoice }),
  };
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
