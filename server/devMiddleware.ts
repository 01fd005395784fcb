import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiRoutes, handleApi, isApiPath } from './api';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Mounts the same API on webpack-dev-server's app (before its history fallback). */
export function mountApi(app: { use: (middleware: Middleware) => unknown } | undefined): void {
  if (app === undefined) throw new Error('webpack-dev-server did not provide its app');
  const routes = createApiRoutes(process.env);
  app.use((req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isApiPath(pathname)) void handleApi(routes, req, res);
    else next();
  });
}
