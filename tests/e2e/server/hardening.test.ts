import { readFileSync } from 'node:fs';
import { stockPhotos } from '../../../src/content/stockPhotos';
import { PHOTO_VERSION, photoWidths } from '../../../src/lib/stockImage';
import { ogImage, shareImage } from '../../../src/seo/linkPreviews';
import { startEdgeWorker, startProductionServer, type ProductionServer } from '../../support/servers/productionServer';
import { rawRequest } from '../../support/servers/runtimes';
import { startStockHost, type StockHost } from '../../support/servers/stockHost';

// What must hold on both runtimes of the one app, the Node server behind a trusted proxy and the worker in
// workerd as Cloudflare runs it (requests at an https:// origin): redirects that stay on the site, HSTS over
// HTTPS only, the language toggle's choice, and a stock host that is held to its own host and to photos.

/** The origin the worker sees its requests at, as behind Cloudflare's HTTPS. */
const WORKER_ORIGIN = 'https://agency.test';

let stockHost: StockHost;
/** Where an off-host redirect of the stock host points: a service of the server's own network, say. */
let elsewhere: StockHost;
let node: ProductionServer;
let worker: ProductionServer;

beforeAll(async () => {
  [stockHost, elsewhere] = await Promise.all([startStockHost(), startStockHost()]);
  [node, worker] = await Promise.all([
    startProductionServer({ TRUST_PROXY: '1', PHOTO_UPSTREAM: stockHost.url }),
    startEdgeWorker({ PHOTO_UPSTREAM: stockHost.url }, { origin: WORKER_ORIGIN }),
  ]);
});
afterAll(async () => {
  await Promise.all([node.stop(), worker.stop(), stockHost.stop(), elsewhere.stop()]);
});

interface Runtime {
  name: string;
  url: string;
  /** The origin its pages are at, as a browser there names it. */
  origin: string;
  /** What a request carries to have come over HTTPS. */
  https: Record<string, string>;
}

const runtimes = (): Runtime[] => [
  // The proxy in front of Node terminates HTTPS and says so; the request's Host is the server's own.
  { name: 'node', url: node.url, origin: node.url, https: { 'X-Forwarded-Proto': 'https' } },
  { name: 'workerd', url: worker.url, origin: WORKER_ORIGIN, https: {} },
];

describe('every redirect stays on the site, whatever the path (item 1)', () => {
  const paths = [
    '//evil.example/x?lng=fr',
    '/en//evil.example/x?lng=fr',
    '///evil.example/?lng=fr',
    '//evil.example/x?lng=en',
    '/%2F/evil.example/?lng=fr',
    '//evil.example/',
    '/en//evil.example/',
  ];

  it.each(paths)('%s', async (path) => {
    for (const runtime of runtimes()) {
      const response = await rawRequest(`${runtime.url}${path}`, { headers: { Cookie: 'i18next=en' } });
      const location = response.headers.location;
      expect({ runtime: runtime.name, redirect: response.status >= 300 && response.status < 400 }).toEqual({
        runtime: runtime.name,
        redirect: location !== undefined,
      });
      if (location === undefined) continue;
      expect({ runtime: runtime.name, origin: new URL(location, runtime.origin).origin }).toEqual({
        runtime: runtime.name,
        origin: runtime.origin,
      });
    }
  });
});

describe('HSTS (item 4)', () => {
  it('is sent on every answer that came over HTTPS, page, file, refusal and redirect, on both runtimes', async () => {
    for (const runtime of runtimes()) {
      for (const path of ['/', '/robots.txt', '/no-such-file.txt', '/en', '/api/nope']) {
        const response = await rawRequest(`${runtime.url}${path}`, { headers: runtime.https });
        expect({ runtime: runtime.name, path, hsts: response.headers['strict-transport-security'] }).toEqual({
          runtime: runtime.name,
          path,
          hsts: 'max-age=31536000; includeSubDomains',
        });
      }
    }
  });

  it('is never sent over plain HTTP, nor for a client claiming HTTPS to a server that trusts no proxy', async () => {
    // The worker of the other test files sees plain http://127.0.0.1 addresses.
    const [plainNode, plainWorker] = await Promise.all([startProductionServer(), startEdgeWorker()]);
    try {
      const answers = await Promise.all([
        rawRequest(`${node.url}/`),
        rawRequest(`${node.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } }),
        rawRequest(`${plainNode.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } }),
        rawRequest(`${plainWorker.url}/`),
      ]);
      expect(answers.map((answer) => answer.headers['strict-transport-security'])).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    } finally {
      await Promise.all([plainNode.stop(), plainWorker.stop()]);
    }
  });
});

describe('the language toggle followed before the app runs, or without JavaScript (item 14)', () => {
  it('serves the page asked for from the other language’s page and keeps the choice, on both runtimes', async () => {
    for (const runtime of runtimes()) {
      const toggle = (path: string, from: string) =>
        rawRequest(`${runtime.url}${path}`, {
          headers: {
            Cookie: 'i18next=en',
            'Accept-Language': 'en',
            Referer: `${runtime.origin}${from}`,
            'Sec-Fetch-Site': 'same-origin',
            'Sec-Fetch-Mode': 'navigate',
          },
        });
      const french = await toggle('/contact', '/en/contact');
      expect({ runtime: runtime.name, status: french.status }).toEqual({ runtime: runtime.name, status: 200 });
      expect(french.headers['set-cookie']).toMatch(/^i18next=fr;/);
      expect(french.headers['cache-control']).toBe('private, no-cache');
      expect(french.body.toString()).toContain('<html lang="fr"');

      const english = await toggle('/en/contact', '/contact');
      expect(english.status).toBe(200);
      expect(english.headers['set-cookie']).toMatch(/^i18next=en;/);

      // Any other navigation, or one another site made, still follows the stored choice.
      const others: Record<string, string>[] = [
        { Cookie: 'i18next=en', Referer: `${runtime.origin}/projects` },
        { Cookie: 'i18next=en', Referer: `${runtime.origin}/en/contact`, 'Sec-Fetch-Site': 'cross-site' },
        { Cookie: 'i18next=en', Referer: 'https://elsewhere.example/en/contact' },
      ];
      for (const headers of others) {
        const response = await rawRequest(`${runtime.url}/contact`, { headers });
        expect({ runtime: runtime.name, headers, status: response.status }).toEqual({
          runtime: runtime.name,
          headers,
          status: 302,
        });
      }
    }
  });
});

describe('the stock host, held to photos and to its own host (item 5)', () => {
  // A width of its own per case: a photo fetched once is kept (by Node's cache or Cloudflare's), and the one case
  // that fetches it comes last.
  const photoUrl = (runtime: { url: string }, index: number) =>
    `${runtime.url}/img/${PHOTO_VERSION}/${stockPhotos[0]?.id ?? ''}/${String(photoWidths[index] ?? 0)}`;

  afterEach(() => {
    stockHost.answer = 'photo';
  });

  it('serves nothing but a raster image by its bytes, whatever its Content-Type says', async () => {
    stockHost.answer = 'svg-labelled-png';
    for (const [index, runtime] of runtimes().entries()) {
      const response = await rawRequest(photoUrl(runtime, index));
      expect({ runtime: runtime.name, status: response.status }).toEqual({ runtime: runtime.name, status: 502 });
      expect(response.body.toString()).not.toContain('<svg');
    }
  });

  it('follows no redirect off the stock host’s own host', async () => {
    stockHost.answer = { redirect: `${elsewhere.url}/internal/secret` };
    for (const [index, runtime] of runtimes().entries()) {
      const response = await rawRequest(photoUrl(runtime, 2 + index));
      expect({ runtime: runtime.name, status: response.status }).toEqual({ runtime: runtime.name, status: 502 });
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it('follows a redirect within its host, a few at most', async () => {
    // A redirect to itself, forever: given up after a few (before any answer keeps the photo).
    stockHost.answer = { redirect: '/loop' };
    const before = stockHost.requests.length;
    const looping = await rawRequest(photoUrl(node, 5));
    expect(looping.status).toBe(502);
    expect(stockHost.requests.length - before).toBeLessThanOrEqual(4);
    stockHost.answer = { redirect: '/moved/photo.png' };
    for (const [index, runtime] of runtimes().entries()) {
      const response = await rawRequest(photoUrl(runtime, 4 + index), { headers: { Accept: 'image/webp' } });
      expect({ runtime: runtime.name, status: response.status }).toEqual({ runtime: runtime.name, status: 200 });
    }
  });
});

describe('who may embed what (issue 45, item 6)', () => {
  const anAsset = () => {
    const { files } = JSON.parse(readFileSync('dist/site-manifest.json', 'utf8')) as { files: Record<string, unknown> };
    return `/${Object.keys(files).find((file) => file.startsWith('assets/') && file.endsWith('.js')) ?? ''}`;
  };
  const photo = (width: number) => `/img/${PHOTO_VERSION}/${stockPhotos[0]?.id ?? ''}/${String(width)}`;

  it('keeps the pages, assets, photos and answers to the site’s own pages, on both runtimes', async () => {
    for (const runtime of runtimes()) {
      for (const path of ['/', anAsset(), '/robots.txt', photo(640), '/no-such-file.txt', '/api/nope']) {
        const response = await rawRequest(`${runtime.url}${path}`);
        expect({ runtime: runtime.name, path, policy: response.headers['cross-origin-resource-policy'] }).toEqual({
          runtime: runtime.name,
          path,
          policy: 'same-origin',
        });
      }
    }
  });

  it('lets any site show the link-preview images, on both runtimes', async () => {
    for (const runtime of runtimes()) {
      for (const path of [ogImage.path, shareImage('kalma', 'fr').path, shareImage('lumen', 'en').path]) {
        const response = await rawRequest(`${runtime.url}${path}`);
        expect({ runtime: runtime.name, path, status: response.status }).toEqual({
          runtime: runtime.name,
          path,
          status: 200,
        });
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
    }
  });
});

describe('the photo endpoint’s redirect (issue 45, item 8)', () => {
  it('says how long it may be kept, on both runtimes', async () => {
    for (const runtime of runtimes()) {
      const response = await rawRequest(`${runtime.url}/img/v0/${stockPhotos[0]?.id ?? ''}/640`);
      expect({ runtime: runtime.name, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        runtime: runtime.name,
        status: 302,
        cache: 'no-store',
      });
    }
  });
});
