import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { StockImage } from '../../src/lib/stockImage';
import { apiApp } from '../app';
import { readLeadsSettings, readPhotoSettings, type Env } from '../config';
import { apiBase } from '../functionPaths';
import { createPhotoApp } from '../photos/photoApp';
import { nodeLeadsApp } from './nodeLeads';
import { nodePhotos } from './nodePhotos';
import { nodeClientAddress } from './nodeServer';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
interface DevApp {
  use: (middleware: Middleware) => unknown;
}

const isApiPath = (url: string | undefined) => /^\/api(\/|\?|$)/.test(url ?? '');
const isPhotoPath = (url: string | undefined) => /^\/img(\/|\?|$)/.test(url ?? '');

function devApp(app: DevApp | undefined): DevApp {
  if (app === undefined) throw new Error('webpack-dev-server did not provide its app');
  return app;
}

/** Mounts the production server's API app on webpack-dev-server's app (before its history fallback). */
export function mountApi(app: DevApp | undefined, env: Env): void {
  const leads = nodeLeadsApp(readLeadsSettings(env, 'node'));
  const api = new Hono().route(apiBase, apiApp(leads, { clientAddress: nodeClientAddress(), log: console }));
  const listener = getRequestListener(api.fetch);
  devApp(app).use((req, res, next) => {
    if (isApiPath(req.url)) void listener(req, res);
    else next();
  });
}

/** Mounts the production server's image endpoint, with its encoder and disk cache, the same way, for the content's photos. */
export function mountPhotos(app: DevApp | undefined, photos: readonly StockImage[], env: Env): void {
  const listener = Promise.resolve()
    .then(() => nodePhotos(readPhotoSettings(env)))
    .then((options) => getRequestListener(createPhotoApp({ ...options, photos }).fetch));
  // A wrong PHOTO_UPSTREAM is reported once, at start, as the production server refuses to start on it.
  listener.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
  });
  devApp(app).use((req, res, next) => {
    if (!isPhotoPath(req.url)) {
      next();
      return;
    }
    listener.then(
      (listen) => listen(req, res),
      () => {
        res.writeHead(500).end('The image endpoint is not configured: see the development server’s log');
      },
    );
  });
}
