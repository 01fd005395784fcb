import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER_ORIGIN } from '../../../server/cdnFiles';
import { parseSiteManifest, SITE_MANIFEST_FILE } from '../../../server/siteManifest';
import { localizedPath } from '../../../src/i18n/languagePaths';
import { prerenderedPages } from '../../../src/prerender/prerenderedPages';
import {
  evaluateRedirects,
  headersForPath,
  parseHeaderBlocks,
  parseRedirectRules,
  type RedirectOutcome,
} from '../../support/cdnRules';
import { startProductionServer, type ProductionServer } from '../../support/servers/productionServer';

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const manifest = parseSiteManifest(JSON.parse(read(SITE_MANIFEST_FILE)));
const blocks = parseHeaderBlocks(read('_headers'));
const rules = parseRedirectRules(read('_redirects'));

/** What the CDN sends along with the file, and so what must be the server's. */
const compared = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'cache-control',
  'strict-transport-security',
];

/** Whether a static host has a file for a path: the file itself, or a page's `.html` or `index.html`, as they serve them. */
const cdnHasFile = (pathname: string) =>
  [pathname.slice(1), `${pathname.slice(1)}.html`, `${pathname.slice(1)}index.html`].some((file) =>
    Object.hasOwn(manifest.files, file),
  );

const routeUrls = prerenderedPages.map((page) => localizedPath(page.path, page.language));
const pageUrls = prerenderedPages.flatMap((page) => {
  const route = localizedPath(page.path, page.language);
  return [route, `/${page.file}`, ...(route.endsWith('/') ? [] : [`${route}/`])];
});
const pageFiles = new Set(prerenderedPages.map((page) => page.file));
/**
 * The not-found page's route, which the server answers with it and 404 (a static host, 200); its file by
 * name (`/404.html`) is a file like any other, 200, as the service worker's precache needs.
 */
const notFoundUrls = new Set(
  prerenderedPages
    .filter((page) => page.status === 404)
    .flatMap((page) => {
      const route = localizedPath(page.path, page.language);
      return [route, `${route}/`];
    }),
);
const otherFiles = Object.keys(manifest.files)
  .filter((file) => !pageFiles.has(file))
  .map((file) => `/${file}`);

let server: ProductionServer;
// No Accept-Encoding to speak of: the headers compared do not depend on it, and a redirect is not followed.
// Over HTTPS, as a CDN serves: the server behind its trusted proxy, which says so.
const get = (pathname: string) =>
  fetch(new URL(pathname, server.url), {
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'identity', 'X-Forwarded-Proto': 'https' },
  });

const picked = (headers: Headers) => Object.fromEntries(compared.map((name) => [name, headers.get(name) ?? undefined]));
const fromCdn = (pathname: string) => {
  const merged = headersForPath(blocks, pathname);
  return Object.fromEntries(compared.map((name) => [name, merged[name]]));
};

beforeAll(async () => {
  server = await startProductionServer({ TRUST_PROXY: '1' });
});

afterAll(async () => {
  await server.stop();
});

describe('dist/_headers gives each URL the headers the Node server sends', () => {
  it('was built for this manifest, with every kind of file', () => {
    expect(otherFiles).toEqual(expect.arrayContaining(['/service-worker.js', '/manifest.json', '/robots.txt']));
    expect(otherFiles.some((file) => file.startsWith('/assets/js/'))).toBe(true);
  });

  it.each(pageUrls)('page %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(notFoundUrls.has(pathname) ? 404 : 200);
    expect(fromCdn(pathname)).toEqual(picked(response.headers));
  });

  it.each(otherFiles)('file %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(fromCdn(pathname)).toEqual(picked(response.headers));
  });
});

describe('dist/_redirects makes the redirects the Node server makes', () => {
  const cases = routeUrls.flatMap((route) => ['en', 'fr', 'de'].map((lng) => `${route}?lng=${lng}`));

  it.each(cases)('%s', async (address) => {
    const response = await get(address);
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    const outcome = evaluateRedirects(rules, new URL(address, 'https://agency.test'), cdnHasFile);
    expect(outcome).toMatchObject<Partial<RedirectOutcome>>({
      status: 301,
      location: `${location.pathname}${location.search}`,
    });
  });

  it('leaves /en to the function, which sends it to /en/ (a rule of its own would loop on Netlify)', async () => {
    const response = await get('/en');
    expect([response.status, response.headers.get('location')]).toEqual([301, '/en/']);
    expect(evaluateRedirects(rules, new URL('/en', 'https://agency.test'), cdnHasFile)).toMatchObject({
      status: 200,
      location: `${PLACEHOLDER_ORIGIN}/en`,
    });
  });

  it('proxies the API and the photos to the function, forced', () => {
    const at = (pathname: string) => evaluateRedirects(rules, new URL(pathname, 'https://agency.test'), cdnHasFile);
    // The e2e build has no FUNCTION_ORIGIN: the placeholder stands in, and the file says so.
    expect(read('_redirects')).toContain('FUNCTION_ORIGIN was not set');
    expect(at('/api/x')).toMatchObject({ status: 200, location: `${PLACEHOLDER_ORIGIN}/api/x` });
    expect(at('/api/x')?.rule.force).toBe(true);
    expect(at('/img/x')).toMatchObject({ status: 200, location: `${PLACEHOLDER_ORIGIN}/img/x` });
  });

  it('leaves a path without a file to the function, and a page with its file to the CDN', async () => {
    const unknown = evaluateRedirects(rules, new URL('/no/such/page', 'https://agency.test'), cdnHasFile);
    expect(unknown).toMatchObject({ status: 200, location: `${PLACEHOLDER_ORIGIN}/no/such/page` });
    expect(unknown?.rule.from).toBe('/*');
    // What the function answers there: the not-found page, with its own policy, and 404.
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(fromCdn('/404')['content-security-policy']);
    const file = evaluateRedirects(rules, new URL('/brochure.pdf', 'https://agency.test'), cdnHasFile);
    expect(file).toMatchObject({ status: 200, location: `${PLACEHOLDER_ORIGIN}/brochure.pdf` });
    expect((await get('/brochure.pdf')).status).toBe(404);
    for (const pathname of ['/projects', '/en/contact', '/robots.txt']) {
      expect(evaluateRedirects(rules, new URL(pathname, 'https://agency.test'), cdnHasFile)).toBeUndefined();
    }
  });
});

describe('the CDN files are the CDN’s alone', () => {
  it('are neither served by the Node server (a route there, like any path without a dot), nor in its manifest, nor precached, nor compressed', async () => {
    const worker = read('service-worker.js');
    const precached = (file: string) => new RegExp(`['"]url['"]\\s*:\\s*['"]/?${file.replace('.', '\\.')}['"]`);
    expect(worker).toMatch(precached('index.html'));
    for (const file of ['_headers', '_redirects']) {
      // A path without an extension is a route to the server: an unknown one, answered with the not-found page.
      const answer = await get(`/${file}`);
      expect(await answer.text()).not.toContain(read(file).slice(0, 200));
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(Object.keys(manifest.files)).not.toContain(file);
      expect(worker).not.toMatch(precached(file));
      expect(() => read(`${file}.br`)).toThrow(/ENOENT/);
      expect(() => read(`${file}.gz`)).toThrow(/ENOENT/);
    }
  });
});
