import { Hono, type Context } from 'hono';
import { readRelayConfig } from './leads/config';
import { describeChoice } from './leads/labels';
import { createConsultationRelay, createContactRelay } from './leads/relay';
import { readNewsletterConfig } from './newsletter/config';
import { createNewsletterRelays } from './newsletter/relay';
import type { FetchHandler } from './fetchHandler';
import { apiBase } from './functionPaths';
import { jsonResponse } from './json';
import { requestFailed, type AppEnv, type Logger } from './requestLog';

/** The API's handlers, by their path under `/api`. The lead relays register themselves here. */
export type ApiRoutes = Readonly<Record<string, FetchHandler>>;

/** Every path the API answers under `/api`: a runtime that cannot run the relays still answers these 503. */
export const apiPaths = ['/consultation', '/contact', '/newsletter', '/newsletter/confirm'] as const;

/** The client's address as the runtime sees it: the socket's on Node, the platform's header elsewhere. */
export type ClientAddress = (c: Context) => string;

/**
 * The API of every server. Reads the relay's settings from the server's environment and throws
 * (refusing to start) when they are inconsistent.
 */
export function createApiRoutes(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Readonly<Record<(typeof apiPaths)[number], FetchHandler>> {
  const newsletter = createNewsletterRelays({ config: readNewsletterConfig(env) });
  return {
    '/consultation': createConsultationRelay({
      config: readRelayConfig(env, 'consultation'),
      describe: describeChoice,
    }),
    '/contact': createContactRelay({ config: readRelayConfig(env, 'contact') }),
    '/newsletter': newsletter.signup,
    '/newsletter/confirm': newsletter.confirm,
  };
}

export interface ApiAppOptions {
  routes: ApiRoutes;
  clientAddress: ClientAddress;
  log?: Logger;
}

/**
 * `/api/*` as one fetch application: each route's handler, a JSON 404 for any other path (never a page),
 * and a JSON 500, logged once, when a handler throws. Mounted by the site's app and the development server.
 */
export function createApiApp({ routes, clientAddress, log = console }: ApiAppOptions) {
  const api = new Hono<AppEnv>().basePath(apiBase);
  for (const [path, handler] of Object.entries(routes)) {
    api.all(path, (c) => handler(c.req.raw, { clientAddress: clientAddress(c) }));
  }
  // Also under the site's app, whose catch-all would otherwise answer an unknown API path with a page.
  api.all('*', () => jsonResponse(404, { error: 'not_found' }));
  api.onError((error, c) => requestFailed(c, error, log) ?? jsonResponse(500, { error: 'internal' }));
  return api;
}
