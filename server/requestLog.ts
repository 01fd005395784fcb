import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';

export interface AppEnv {
  /**
   * `servedAsBuilt`: the answer is a file of the build as it is (the not-found page's 404 included).
   * `clientAddress`: the client's address as the runtime knows it, set for `/api/*`.
   */
  Variables: Partial<RequestIdVariables> & { servedAsBuilt?: boolean; clientAddress?: string };
}

export interface Logger {
  info: (message: string) => void;
  error: (message: string, error?: unknown) => void;
}

/**
 * Logs a request whose handler threw, once. A client that went away mid-request is no server fault: logged as such
 * and answered with a response nobody reads; `undefined` means a real failure (500).
 */
export function requestFailed(c: Context<AppEnv>, error: unknown, log: Logger): Response | undefined {
  const id = c.get('requestId') ?? '-';
  const { method } = c.req;
  const { pathname } = new URL(c.req.url);
  if (c.req.raw.signal.aborted) {
    log.info(`request ${id}: the client abandoned ${method} ${pathname}`);
    return c.json({ error: 'aborted' }, 400, { 'Cache-Control': 'no-store' });
  }
  log.error(`request ${id}: ${method} ${pathname} failed`, error);
  return undefined;
}
