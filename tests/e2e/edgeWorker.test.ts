import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { stockPhotos } from '../../src/content/stockPhotos';
import { PHOTO_VERSION } from '../../src/lib/stockImage';
import { prerenderedPages } from '../../src/prerender/prerenderedPages';
import { localizedPath } from '../../src/i18n/languagePaths';
import { startEdgeWorker, startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { FakeProvider } from '../support/servers/fakeProvider';
import { providerEnv } from '../support/relayRequests';
import { Visitor, waitForApp } from '../support/browser/pages';
import { pageTime, pastTimeTrap } from '../support/browser/forms';
import { rawRequest, type RawResponse } from '../support/servers/runtimes';
import { controlledByWorker } from '../support/browser/serviceWorker';
import { startStockHost, type StockHost } from '../support/servers/stockHost';
import { until } from '../support/until';

// The built worker in workerd against the Node server on the same build: every page and file, the
// redirects and the refusals, with the same status and headers.
const pageUrls = prerenderedPages.map((page) => localizedPath(page.path, page.language));
const manifest = JSON.parse(readFileSync(path.resolve('dist/site-manifest.json'), 'utf8')) as {
  files: Record<string, { immutable: boolean }>;
};
const someAsset = Object.keys(manifest.files).find((file) => file.startsWith('assets/js/')) ?? '';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Case = [label: string, path: string, init?: { method?: string; headers?: Record<string, string> }];
const cases: Case[] = [
  ...pageUrls.map((url): Case => [`the page ${url}`, url]),
  ...['/no/such/page', '/en/no/such/page'].map((url): Case => [`an unknown page, ${url}`, url]),
  ...[
    '/missing.png',
    '/assets/js/missing.0000000000.js',
    '/site-manifest.json',
    '/index.html.br',
    '/index.html.gz',
    '/_headers.txt',
  ].map((url): Case => [`a file the build did not publish, ${url}`, url]),
  ...[
    '/service-worker.js',
    '/manifest.json',
    '/robots.txt',
    '/sitemap.xml',
    '/icons/icon-192.png',
    '/favicon.ico',
    `/${someAsset}`,
  ].map((url): Case => [`the file ${url}`, url]),
  ['/en, the English home', '/en'],
  ...['en', 'fr', 'de'].flatMap((lng) =>
    ['/projects', '/en/contact', '/'].map((url): Case => [`${url}?lng=${lng}`, `${url}?lng=${lng}&filter=web`]),
  ),
  ['a French page asked for in English', '/projects', { headers: { 'Accept-Language': 'en-GB,en;q=0.8' } }],
  ['a French page with the English cookie', '/contact', { headers: { Cookie: 'i18next=en' } }],
  ['an unknown file with the English cookie', '/brochure.pdf', { headers: { Cookie: 'i18next=en' } }],
  ['an unknown English file', '/en/brochure.pdf'],
  ['the not-found page revalidated', '/nope', { headers: { 'If-None-Match': '"x"' } }],
  ['a French page for a crawler', '/projects', { headers: { 'Accept-Language': 'en', 'User-Agent': googlebot } }],
  ['HEAD of a page', '/en/projects', { method: 'HEAD' }],
  ['a range of a file', '/manifest.json', { headers: { Range: 'bytes=0-99' } }],
  ['a range past the end', '/manifest.json', { headers: { Range: 'bytes=99999-' } }],
  ['a POST to a page', '/projects', { method: 'POST' }],
  ['TRACE', '/', { method: 'TRACE' }],
  ['an unknown API path', '/api/nope'],
  ['a photo nobody names', `/img/${PHOTO_VERSION}/not-a-photo/960`],
  ['a photo at a width the layout never asks for', `/img/${PHOTO_VERSION}/${stockPhotos[0]?.id ?? ''}/333`],
];

/** Headers that name the connection or the moment, not the answer. */
// Content-Length too: workerd states a length of 0 that Node leaves out, and the bodies are compared whole.
const transient = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'content-length']);
const comparable = (response: RawResponse) => ({
  status: response.status,
  headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !transient.has(name))),
  hasRequestId: 'x-request-id' in response.headers,
  body: response.body.toString('base64'),
});

let node: ProductionServer;
let worker: ProductionServer;
let stockHost: StockHost;
const provider = new FakeProvider();
// Workers without the API's settings; each also has a photo host it cannot use (its photos are tested on it).
let bare: ProductionServer;
let smtp: ProductionServer;
let storeless: ProductionServer;

/** The lines a worker has printed that name `word`. */
const linesNaming = (worker: ProductionServer, word: string) =>
  worker
    .output()
    .split('\n')
    .filter((line) => line.includes(word));

// Each workerd start costs seconds of CPU: the worker the Node server is compared with is also the one the
// visitor's browser uses (the settings of the e-mail provider change no answer the comparisons ask for). The
// workers start one after the other: four at once, beside another test file, missed their 15 s to listen.
beforeAll(async () => {
  [stockHost] = await Promise.all([startStockHost(), provider.start()]);
  [node, worker] = await Promise.all([
    startProductionServer(),
    startEdgeWorker({ ...providerEnv(provider.url), PHOTO_UPSTREAM: stockHost.url }),
  ]);
  bare = await startEdgeWorker({ PHOTO_UPSTREAM: 'http://127.0.0.1:9' });
  // A worker opens no SMTP connection: SMTP_URL is refused at its start, its password never shown.
  smtp = await startEdgeWorker({
    SMTP_URL: 'smtp://site:s3cret-Pa55@mail.agency.test:587',
    EMAIL_FROM: 'site@agency.test',
    EMAIL_TO: 'team@agency.test',
    PHOTO_UPSTREAM: 'ftp://photos.example',
  });
  // Without wrangler.jsonc's D1 database and queue, the provider's settings alone take no lead: no mail-only mode.
  storeless = await startEdgeWorker(providerEnv('http://127.0.0.1:9/emails'), { leadStore: false });
}, 120_000);
afterAll(async () => {
  // A start that failed left its variable unset.
  const started: (ProductionServer | undefined)[] = [node, worker, bare, smtp, storeless];
  await Promise.all(started.map(async (server) => server?.stop()));
  await Promise.all([stockHost.stop(), provider.stop()]);
});

describe('the edge worker answers as the Node server does', () => {
  it.each(cases)('%s', async (_label, url, init = {}) => {
    const [fromNode, fromWorker] = await Promise.all([
      rawRequest(`${node.url}${url}`, init),
      rawRequest(`${worker.url}${url}`, init),
    ]);
    expect(comparable(fromWorker)).toEqual(comparable(fromNode));
  });

  it('revalidates a page by its ETag, as the Node server does', async () => {
    const { headers } = await rawRequest(`${worker.url}/en/`);
    const init = { headers: { 'If-None-Match': headers.etag ?? '' } };
    const [fromNode, fromWorker] = await Promise.all([
      rawRequest(`${node.url}/en/`, init),
      rawRequest(`${worker.url}/en/`, init),
    ]);
    expect(fromWorker.status).toBe(304);
    expect(comparable(fromWorker)).toEqual(comparable(fromNode));
  });

  it('leaves compression to the platform, and says the answer varies', async () => {
    const init = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
    const [fromNode, fromWorker, identity] = await Promise.all([
      rawRequest(`${node.url}/projects`, init),
      rawRequest(`${worker.url}/projects`, init),
      rawRequest(`${node.url}/projects`),
    ]);
    expect(fromNode.headers['content-encoding']).toBe('br');
    // workerd compresses what the worker sends as Cloudflare's edge does (gzip locally, Brotli there).
    expect(fromWorker.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(fromWorker.body).equals(identity.body)).toBe(true);
    expect(fromWorker.headers.vary).toBe(fromNode.headers.vary);
    expect(fromWorker.headers['content-security-policy']).toBe(fromNode.headers['content-security-policy']);
  });
});

describe('the edge worker without its settings', () => {
  it('answers the API 503 with one log line each time, naming what is missing, and still serves the pages', async () => {
    const post = (url: string) =>
      rawRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    for (const url of ['/api/consultation', '/api/newsletter']) {
      const response = await post(`${bare.url}${url}`);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(JSON.parse(response.body.toString())).toEqual({ error: 'unavailable' });
    }
    const lines = () => linesNaming(bare, 'EMAIL_API_KEY');
    // The worker's log reaches its process's output a moment after the answer.
    await bare.printed('two lines naming EMAIL_API_KEY', () => lines().length >= 2);
    expect(lines()).toHaveLength(2);
    expect((await post(`${smtp.url}/api/contact`)).status).toBe(503);
    await smtp.printed('SMTP_URL is set', (output) => output.includes('SMTP_URL is set'));
    expect(smtp.output()).toMatch(/The lead relays are off: SMTP_URL is set, but the worker sends through/);
    expect(smtp.output()).not.toContain('s3cret-Pa55');
    expect((await rawRequest(`${bare.url}/en/contact`)).status).toBe(200);

    expect((await post(`${storeless.url}/api/consultation`)).status).toBe(503);
    expect((await rawRequest(`${storeless.url}/cdn-cgi/local/scheduled`)).status).toBe(200);
    const storeLines = () => linesNaming(storeless, 'LEADS_DB');
    await storeless.printed('two lines naming LEADS_DB', () => storeLines().length >= 2);
    expect(storeLines()).toEqual([
      'POST /api/consultation: 503, the API is not configured: the D1 binding LEADS_DB and the queue binding LEAD_QUEUE are not set: the worker keeps each lead in D1 and sends it through its queue to the e-mail provider, and takes none without them (wrangler.jsonc, docs/deploy.md)',
      'The retention cannot run: the D1 binding LEADS_DB is not set (wrangler.jsonc)',
    ]);
    expect((await rawRequest(`${storeless.url}/contact`)).status).toBe(200);
  });
});

describe('the edge worker’s photos', () => {
  const photo = stockPhotos[0]?.id ?? '';
  const get = (accept: string) =>
    rawRequest(`${worker.url}/img/${PHOTO_VERSION}/${photo}/960`, { headers: { Accept: accept } });

  it('passes the stock host’s own encoding through, once per format, then answers from the platform cache', async () => {
    const before = stockHost.requests.length;
    const first = await get('image/avif,image/webp,*/*');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.vary).toBe('Accept');
    expect(first.headers['content-security-policy']).toBeDefined();
    const asked = stockHost.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^/${photo}\\?.*w=960.*fm=avif`));

    const again = await get('image/avif,image/webp,*/*');
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(stockHost.requests.length).toBe(before + 1);
    expect((await get('image/webp,*/*')).status).toBe(200);
    expect(stockHost.requests.slice(before + 1)).toEqual([expect.stringContaining('fm=webp')]);
  });

  // The bare worker's photo host is a closed port; the one with SMTP settings has an FTP one.
  it('answers 502 at once when the stock host cannot be reached', async () => {
    const started = Date.now();
    const response = await rawRequest(`${bare.url}/img/${PHOTO_VERSION}/${photo}/640`);
    expect(response.status).toBe(502);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers 502 with the reason logged when PHOTO_UPSTREAM is not an http(s) origin, and serves the pages', async () => {
    expect((await rawRequest(`${smtp.url}/img/${PHOTO_VERSION}/${photo}/640`)).status).toBe(502);
    expect((await rawRequest(`${smtp.url}/`)).status).toBe(200);
    await smtp.printed('Invalid PHOTO_UPSTREAM', (output) => output.includes('Invalid PHOTO_UPSTREAM'));
    expect(smtp.output()).toContain('Invalid PHOTO_UPSTREAM: ftp://photos.example');
  });
});

describe('a visitor’s browser on the edge worker', () => {
  const visitor = new Visitor();
  afterAll(() => visitor.disconnect());

  it('gets the site, its service worker and the newsletter by double opt-in, with a clean console', async () => {
    const { page, errors } = await visitor.open({ viewport: 'phone', languages: ['en-US', 'en'], worker: true });
    await page.goto(`${worker.url}/`, { waitUntil: 'load' });
    // The worker sends an English browser to the English page, as the Node server does.
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/en/');
    await controlledByWorker(page);

    const field = page.locator('::-p-aria(Your email address[role="textbox"])');
    await field.click();
    const shown = await pageTime(page);
    await field.fill('visitor@example.com');
    await pastTimeTrap(page, shown);
    await page.locator('::-p-aria(Subscribe[role="button"])').click();
    await page.waitForFunction(() =>
      document.querySelector('#newsletter [role="status"]')?.textContent.includes('Almost done!'),
    );
    // Kept in D1, then sent by the worker's queue.
    await until('the confirmation e-mail', () => provider.calls.some((call) => call.path === '/emails'));
    const email = provider.calls.find((call) => call.path === '/emails');
    const html = String((email?.body as { html?: string } | undefined)?.html);
    const link = new URL(/href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '');
    expect(link.origin).toBe('https://agency.test');

    await page.goto(`${worker.url}${link.pathname}${link.search}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.locator('::-p-aria(Confirm my subscription[role="button"])').click();
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent.trim() === 'Subscription confirmed',
    );
    expect(provider.calls.filter((call) => call.path.endsWith('/contacts'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
