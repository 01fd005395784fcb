import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApiApp, createApiRoutes } from './api';
import { nodeClientAddress } from './nodeServer';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const isApiPath = (url: string | undefined) => /^\/api(\/|\?|$)/.test(url ?? '');

/** Mounts the production server's API app on webpack-dev-server's app (before its history fallback). */
export function mountApi(app: { use: (middleware: Middleware) => unknown } | undefined): void {
  if (app === undefined) throw new Error('webpack-dev-server did not provide its app');
  const api = createApiApp({
    routes: createApiRoutes(process.env),
    clientAddress: nodeClientAddress(),
  });
  const listener = getRequestListener(api.fetch);
  app.use((req, res, next) => {
    if (isApiPath(req.url)) void listener(req, res);
    else next();
  });
}
