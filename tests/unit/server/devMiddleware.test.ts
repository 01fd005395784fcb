/**
 * @jest-environment node
 */
import { stockPhotos } from '../../../src/content/stockPhotos';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mountApi, mountPhotos } from '../../../server/node/devMiddleware';
import { homePhotos } from '../../../src/content/homePhotos';
import { PHOTO_VERSION, stockImageUrl } from '../../../src/lib/stockImage';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let outbox: string;
let photoCache: string;
let server: Server;
let stockHost: Server;
let url: string;
const stockRequests: string[] = [];

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((target.address() as AddressInfo).port)}`;
};

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'dev-outbox-'));
  photoCache = mkdtempSync(path.join(tmpdir(), 'dev-photos-'));
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a6ac8' } })
    .jpeg()
    .toBuffer();
  stockHost = createServer((request, response) => {
    stockRequests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
  });
  // The development server's environment, as webpack.config.ts passes it.
  const env = {
    CONSULTATION_OUTBOX_DIR: outbox,
    OUTBOX_DIR: path.join(outbox, 'other-kinds'),
    NEWSLETTER_SECRET: 'a-dev-secret-of-at-least-32-characters',
    PHOTO_UPSTREAM: await listen(stockHost),
    PHOTO_CACHE_DIR: photoCache,
  };
  // webpack-dev-server's app, as far as the mounts use it: middlewares in order, then its own fallback.
  const middlewares: Middleware[] = [];
  mountApi({ use: (middleware: Middleware) => middlewares.push(middleware) }, env);
  mountPhotos({ use: (middleware: Middleware) => middlewares.push(middleware) }, stockPhotos, env);
  server = createServer((req, res) => {
    const run = (index: number) => {
      const middleware = middlewares[index];
      if (middleware === undefined) res.end('the development server’s own answer');
      else middleware(req, res, () => run(index + 1));
    };
    run(0);
  });
  url = await listen(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => stockHost.close(resolve));
  rmSync(outbox, { recursive: true, force: true });
  rmSync(photoCache, { recursive: true, force: true });
});

describe('the API on the development server', () => {
  it('answers /api/consultation with the production relay', async () => {
    const id = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
    const response = await fetch(`${url}/api/consultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, projectType: 'website', budget: 'small', timeline: 'flexible' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'stored', id });
    expect(readdirSync(outbox)).toEqual([`${id}.json`]);
  });

  it('answers any other /api/ path with a JSON 404, never the app', async () => {
    const response = await fetch(`${url}/api/nothing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('serves the photos from the image endpoint, kept in PHOTO_CACHE_DIR, and never /img/ as the app', async () => {
    const response = await fetch(`${url}${stockImageUrl(homePhotos.about, 640)}`, {
      headers: { Accept: 'image/webp' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(stockRequests).toHaveLength(1);
    expect(readdirSync(path.join(photoCache, PHOTO_VERSION, homePhotos.about.id)).sort()).toEqual([
      '640.webp',
      'source',
    ]);
    expect((await fetch(`${url}/img/anything`)).status).toBe(404);
  });

  it('leaves every other path to the development server', async () => {
    for (const pathname of ['/', '/projects', '/apis', '/images', '/assets/js/main.js']) {
      expect(await (await fetch(`${url}${pathname}`)).text()).toBe('the development server’s own answer');
    }
  });
});
