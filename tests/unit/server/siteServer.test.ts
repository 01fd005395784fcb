/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonResponse } from '../../../server/json';
import { isAppRoute, startSiteServer, type RunningServer } from '../../../server/siteServer';
import { prerenderedPages } from '../../../src/prerender/pages';

const inlineScript = 'document.documentElement.dataset.ran = "1"';
const inlineStyle = 'body{margin:0}';
const jsonLd = '{"@type":"Organization"}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let root: string;
let running: RunningServer;
const received: { method: string; body: string; clientAddress: string | undefined }[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  mkdirSync(path.join(root, 'assets/js'), { recursive: true });
  mkdirSync(path.join(root, 'en'));
  for (const page of prerenderedPages) {
    writeFileSync(
      path.join(root, page.file),
      `<!doctype html><html lang="${page.language}"><head><script>${inlineScript}</script><style>${inlineStyle}</style>` +
        `<script type="application/ld+json">${jsonLd}</script><title>${page.language} ${page.path}</title></head></html>`,
    );
  }
  writeFileSync(path.join(root, 'assets/js/main.0123456789.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  running = await startSiteServer({
    root,
    host: '127.0.0.1',
    port: 0,
    api: {
      '/api/echo': async (request, context) => {
        received.push({ method: request.method, body: await request.text(), clientAddress: context?.clientAddress });
        return jsonResponse(201, { ok: true });
      },
    },
  });
});

afterAll(async () => {
  await running.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${running.url}${pathname}`, init);

describe('isAppRoute', () => {
  it('treats paths without a file extension as routes of the app', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/projects')).toBe(true);
    expect(isAppRoute('/a.b/c')).toBe(true);
    expect(isAppRoute('/robots.txt')).toBe(false);
    expect(isAppRoute('/assets/js/missing.js')).toBe(false);
  });
});

describe('the production server', () => {
  it('listens on the loopback address it was given', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['/', 'fr /'],
    ['/projects', 'fr /projects'],
    ['/projects/', 'fr /projects'],
    ['/consultation?step=2', 'fr /consultation'],
    ['/no/such/page', 'fr /'],
    ['/?lng=en', 'en /'],
    ['/contact?lng=en&x=1', 'en /contact'],
    ['/legal?lng=EN-us', 'en /legal'],
    ['/legal?lng=de', 'fr /legal'],
    ['/expertise?lng=', 'fr /expertise'],
  ])('answers %s with its prerendered page (%s)', async (route, title) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('follows a new build deployed under the running server: the CSP allows the new inline script', async () => {
    const page = path.join(root, 'index.html');
    const original = readFileSync(page, 'utf8');
    const before = (await get('/')).headers.get('content-security-policy') ?? '';
    const newScript = 'document.documentElement.dataset.version = "2"';
    writeFileSync(page, `<!doctype html><html lang="fr"><head><script>${newScript}</script></head></html>`);
    utimesSync(page, new Date(), new Date(Date.now() + 60_000));
    const after = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(before).not.toContain(sha256(newScript));
    expect(after).toContain(sha256(newScript));
    // The other pages are unchanged: their script is still allowed.
    expect(after).toContain(sha256(inlineScript));

    writeFileSync(page, original);
    utimesSync(page, new Date(), new Date(Date.now() + 120_000));
    expect((await get('/')).headers.get('content-security-policy')).toBe(before);
  });

  it('allows exactly the pages’ inline script and style by their hashes, and nothing inline else', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(' '))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')).toEqual(["'self'", sha256(inlineScript), 'https://assets.calendly.com']);
    expect(directive('style-src')).toEqual(["'self'", sha256(inlineStyle), 'https://assets.calendly.com']);
    expect(policy).not.toContain(sha256(jsonLd));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('serves files, with long-lived caching only for hashed assets', async () => {
    const asset = await get('/assets/js/main.0123456789.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt');
    expect(await robots.text()).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404, not a page', async () => {
    const response = await get('/assets/js/missing.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('compresses text when the client accepts it', async () => {
    const response = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('hands mounted API paths to their fetch handler with the peer address', async () => {
    const response = await get('/api/echo', { method: 'POST', body: 'hello' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(received.at(-1)).toEqual({ method: 'POST', body: 'hello', clientAddress: '127.0.0.1' });
  });

  it('never answers /api/ with the shell', async () => {
    for (const pathname of ['/api/unknown', '/api', '/api/consultation']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('refuses other methods outside /api/', async () => {
    const response = await get('/projects', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends the security headers on every response', async () => {
    for (const pathname of ['/', '/robots.txt', '/missing.png', '/api/unknown']) {
      const headers = (await get(pathname)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+' https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/frame-src https:\/\/calendly\.com(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
