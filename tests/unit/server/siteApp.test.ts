/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { Hono } from 'hono';
import { createSiteApp } from '../../../server/app';
import type { AppEnv, Logger } from '../../../server/requestLog';
import { isAppRoute } from '../../../server/staticFiles';
import {
  JSON_LD,
  MAIN_CSS,
  MAIN_JS,
  PAGE_SCRIPT,
  pageStyle,
  siteFixture,
  type SiteFixture,
} from '../../support/siteFixture';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a Content-Security-Policy. */
const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

interface Harness {
  site: SiteFixture;
  logged: { level: 'info' | 'error'; message: string }[];
  received: { method: string; body: string; clientAddress: string | undefined }[];
  request: (path: string, init?: RequestInit) => Promise<Response>;
}

function harness(): Harness {
  const site = siteFixture();
  const logged: Harness['logged'] = [];
  const received: Harness['received'] = [];
  const log: Logger = {
    info: (message) => logged.push({ level: 'info', message }),
    error: (message) => logged.push({ level: 'error', message }),
  };
  const api = new Hono<AppEnv>();
  api.all('/echo', async (c) => {
    received.push({ method: c.req.method, body: await c.req.text(), clientAddress: c.get('clientAddress') });
    return c.json({ ok: true }, 201);
  });
  api.all('/broken', () => Promise.reject(new Error('the handler broke')));
  const app = createSiteApp({
    manifest: site.manifest,
    files: site.files,
    clientAddress: () => '203.0.113.7',
    log,
    api,
  });
  return { site, logged, received, request: async (path, init) => app.request(path, init) };
}

describe('isAppRoute', () => {
  it('treats paths without a file extension as routes of the app', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/projects')).toBe(true);
    expect(isAppRoute('/a.b/c')).toBe(true);
    expect(isAppRoute('/robots.txt')).toBe(false);
    expect(isAppRoute('/assets/js/missing.js')).toBe(false);
  });
});

describe('the site app: pages', () => {
  it.each([
    ['/', 'fr /'],
    ['/projects', 'fr /projects'],
    ['/projects/', 'fr /projects'],
    ['/consultation?step=2', 'fr /consultation'],
    ['/en/', 'en /'],
    ['/en/contact?x=1', 'en /contact'],
    ['/en/legal/', 'en /legal'],
    ['/EN/Projects', 'en /projects'],
  ])('answers %s with its prerendered page (%s)', async (route, title) => {
    const { request } = harness();
    const response = await request(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/', 'index.html'],
    ['/projects', 'projects.html'],
    ['/projects.html', 'projects.html'],
    ['/en/contact', 'en/contact.html'],
    ['/en/contact.html', 'en/contact.html'],
    ['/en//contact.html', 'en/contact.html'],
    ['/no/such/page', '404.html'],
    ['/brochure.pdf', '404.html'],
    ['/en/no/such/page', 'en/404.html'],
  ])('allows on %s exactly the inline script and style of %s, by hash', async (route, file) => {
    const policy = (await harness().request(route)).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256(PAGE_SCRIPT)]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha256(pageStyle(file))]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toContain(sha256(JSON_LD));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|calendly/);
  });

  it.each([
    ['/consultation', 'consultation.html'],
    ['/consultation/', 'consultation.html'],
    ['/consultation.html', 'consultation.html'],
    ['/en/consultation', 'en/consultation.html'],
    ['/EN/Consultation?step=2', 'en/consultation.html'],
  ])('allows the booking widget’s hosts on %s, a consultation page, and there only', async (route, file) => {
    const policy = (await harness().request(route)).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256(PAGE_SCRIPT), 'https://assets.calendly.com']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha256(pageStyle(file)), 'https://assets.calendly.com']);
    expect(directive(policy, 'frame-src')).toEqual(['https://calendly.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('reads the policy from the manifest, never from the file as it is now', async () => {
    const { site, request } = harness();
    site.disk.set('index.html', Buffer.from('<script>alert(1)</script>'));
    const response = await request('/');
    expect(await response.text()).toBe('<script>alert(1)</script>');
    expect(response.headers.get('content-security-policy')).not.toContain(sha256('alert(1)'));
  });
});

describe('the site app: the address of each language', () => {
  it.each([
    ['/?lng=en', '/en/'],
    ['/contact?lng=en&x=1', '/en/contact?x=1'],
    ['/legal?lng=EN-us', '/en/legal'],
    ['/legal?lng=de', '/legal'],
    ['/expertise?lng=', '/expertise'],
    ['/en/legal?lng=fr', '/legal'],
    ['/no/such?lng=en', '/en/no/such'],
    ['/en', '/en/'],
  ])('leads %s to %s for good (301), before anything else', async (route, location) => {
    const response = await harness().request(route, { headers: { Cookie: 'i18next=fr' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const googlebot =
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('sends a person whose browser prefers English from a French address to the English one, nothing cached', async () => {
    const response = await harness().request('/projects?category=ai', {
      headers: { 'User-Agent': person, 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.8' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/projects?category=ai');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a crawler, whatever its languages', { 'User-Agent': googlebot, 'Accept-Language': 'en-US,en' }],
    ['a person whose cookie chose French', { 'User-Agent': person, 'Accept-Language': 'en', Cookie: 'i18next=fr' }],
    ['a person who prefers French', { 'User-Agent': person, 'Accept-Language': 'de;q=0.2, fr-FR, en;q=0.5' }],
    ['a person whose browser says nothing', { 'User-Agent': person }],
  ])('gives %s the French page it asked for, saying what chose it', async (_who, headers) => {
    const response = await harness().request('/projects', { headers });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>fr /projects</title>');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('keeps an English address English for everyone', async () => {
    const response = await harness().request('/en/projects', {
      headers: { 'User-Agent': person, 'Accept-Language': 'fr-FR', Cookie: 'i18next=fr' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>en /projects</title>');
  });

  it('sends a person whose cookie chose English on, even with a French browser', async () => {
    const response = await harness().request('/', {
      headers: { 'User-Agent': person, 'Accept-Language': 'fr-FR', Cookie: 'i18next=en' },
    });
    expect(response.headers.get('location')).toBe('/en/');
  });
});

describe('the site app: the not-found page', () => {
  const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it.each([
    ['/no/such/page', 'fr /404'],
    ['/services/web-design', 'fr /404'],
    ['/404', 'fr /404'],
    ['/brochure.pdf', 'fr /404'],
    ['/en/no/such/page', 'en /404'],
    ['/en/brochure.pdf', 'en /404'],
  ])('answers %s with its language’s not-found page and 404, as a page served as built', async (route, title) => {
    const response = await harness().request(route);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Logged nowhere, so no request id: its bytes count toward the page's first round trip.
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('is never "not modified" nor partial: the address does not exist, whatever the client kept', async () => {
    const { request } = harness();
    const first = await request('/nope');
    const etag = first.headers.get('etag') ?? '';
    const again = await request('/nope', { headers: { 'If-None-Match': etag, Range: 'bytes=0-9' } });
    expect(again.status).toBe(404);
    expect(await again.text()).toBe(await first.text());
    const head = await request('/nope', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([404, '']);
  });

  it.each([
    ['a cookie', { Cookie: 'i18next=en' }, '/en/brochure.pdf'],
    ['its browser', { 'Accept-Language': 'en-US,en' }, '/en/brochure.pdf'],
    ['?lng=', {}, '/en/brochure.pdf'],
  ])(
    'leads a visitor who reads English by %s from an unknown file to its English address',
    async (_by, headers, to) => {
      const address = '/brochure.pdf' + (Object.keys(headers).length === 0 ? '?lng=en' : '');
      const response = await harness().request(address, { headers: { 'User-Agent': person, ...headers } });
      expect([302, 301]).toContain(response.status);
      expect(response.headers.get('location')).toBe(to);
    },
  );

  it('serves its own file by name as any file, 200, as the service worker precaches it', async () => {
    const response = await harness().request('/en/404.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>en /404</title>');
  });

  it('never leads a file the build published elsewhere by language', async () => {
    const response = await harness().request('/robots.txt', {
      headers: { 'User-Agent': person, Cookie: 'i18next=en' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the site app: files', () => {
  it('serves what the build published, with long-lived caching only for hashed assets', async () => {
    const { request } = harness();
    const asset = await request(`/${MAIN_JS}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await request('/robots.txt');
    expect(await robots.text()).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers anything the build did not publish with the not-found page and 404, never the file', async () => {
    const { site, request } = harness();
    site.disk.set('secret.txt', Buffer.from('not published'));
    for (const [path, title] of [
      ['/assets/js/missing.js', 'fr /404'],
      ['/secret.txt', 'fr /404'],
      ['/index.html.br', 'fr /404'],
      ['/site-manifest.json', 'fr /404'],
      ['/%E0%A4%A', 'fr /404'],
      ['/en/brochure.pdf', 'en /404'],
    ] as const) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
    expect(site.reads.filter((file) => !['404.html', 'en/404.html'].includes(file))).toEqual([]);
  });

  it("sends the build's Brotli copy as is to a client that accepts Brotli", async () => {
    const { site, request } = harness();
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/?x=1', 'index.html'],
      ['/index.html', 'index.html'],
      [`/${MAIN_JS}`, MAIN_JS],
    ] as const) {
      const response = await request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const copy = site.disk.get(`${file}.br`);
      expect(response.headers.get('content-length')).toBe(String(copy?.length));
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(copy ?? Buffer.alloc(0))).toBe(true);
      expect(brotliDecompressSync(body).equals(site.disk.get(file) ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it("sends the build's gzip copy as is to a client that refuses Brotli, and the file itself to one that takes neither", async () => {
    const { site, request } = harness();
    for (const [acceptEncoding, encoding] of [
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
      ['', null],
    ] as const) {
      site.reads.length = 0;
      const response = await request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(body.length));
      // Read as the build wrote it, never compressed while serving.
      expect(site.reads).toEqual([encoding === 'gzip' ? 'index.html.gz' : 'index.html']);
      if (encoding === 'gzip') {
        expect(body.equals(site.disk.get('index.html.gz') ?? Buffer.alloc(0))).toBe(true);
        expect(response.headers.get('etag')).toBe(site.manifest.files['index.html']?.gzip?.etag);
      }
      expect(
        (encoding === 'gzip' ? gunzipSync(body) : body).equals(site.disk.get('index.html') ?? Buffer.alloc(0)),
      ).toBe(true);
    }
    // Too small to be worth it: sent as it is, whatever the client takes.
    const robots = await request('/robots.txt', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(robots.headers.get('content-encoding')).toBeNull();
    // A copy is never served by its own name.
    expect((await request('/index.html.gz')).status).toBe(404);
  });

  it('answers HEAD with the headers GET would send and no body', async () => {
    const { site, request } = harness();
    const head = await request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(site.disk.get('index.html.br')?.length));
    expect(head.headers.get('etag')).toBe(site.manifest.files['index.html']?.brotli?.etag);
    expect(await head.text()).toBe('');
  });

  it('validates with the ETag of the encoding it would send: 304 for the same, 200 for another', async () => {
    const { site, request } = harness();
    const page = site.manifest.files['index.html'];
    const brotli = { 'Accept-Encoding': 'br', 'If-None-Match': page?.brotli?.etag ?? '' };
    const unchanged = await request('/', { headers: brotli });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('content-security-policy')).toContain(sha256(PAGE_SCRIPT));
    // The Brotli copy's validator does not stand for the file itself.
    const identity = await request('/', { headers: { 'If-None-Match': page?.brotli?.etag ?? '' } });
    expect(identity.status).toBe(200);
    expect((await request('/', { headers: { 'If-None-Match': page?.etag ?? '' } })).status).toBe(304);
    expect((await request('/', { headers: { 'If-Match': '"not-this-one"' } })).status).toBe(412);
  });

  it('answers a range with exactly those bytes of the file itself, never of a compressed body', async () => {
    const { site, request } = harness();
    const file = site.disk.get('index.html') ?? Buffer.alloc(0);
    const part = await request('/', { headers: { Range: 'bytes=10-19', 'Accept-Encoding': 'br, gzip' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${String(file.length)}`);
    expect(part.headers.get('content-length')).toBe('10');
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(10, 20))).toBe(true);

    const suffix = await request('/', { headers: { Range: 'bytes=-5' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(file.subarray(-5))).toBe(true);

    const past = await request('/', { headers: { Range: 'bytes=999999-', 'Accept-Encoding': 'br' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${String(file.length)}`);
    expect(past.headers.get('content-encoding')).toBeNull();
    expect(past.headers.get('etag')).toBeNull();

    // Several ranges, or a range of another version: the whole file is a correct answer.
    expect((await request('/', { headers: { Range: 'bytes=0-1,5-6' } })).status).toBe(200);
    expect((await request('/', { headers: { Range: 'bytes=0-1', 'If-Range': '"old"' } })).status).toBe(200);
  });
});

describe('the site app: security headers', () => {
  it('lets pages and the service worker load images and fetch from the site itself only', async () => {
    const { request } = harness();
    for (const path of ['/', '/en/projects', '/service-worker.js', '/robots.txt', '/api/unknown', '/img/v1/x/640']) {
      const policy = (await request(path)).headers.get('content-security-policy');
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    }
  });

  it('allows nothing inline on a response that is no page, refusals and errors included', async () => {
    const { request } = harness();
    for (const [path, method] of [
      ['/robots.txt', 'GET'],
      [`/${MAIN_JS}`, 'GET'],
      ['/img/missing.png', 'GET'],
      ['/api/unknown', 'GET'],
      ['/api/broken', 'POST'],
      ['/projects', 'POST'],
    ] as const) {
      const response = await request(path, { method });
      const policy = response.headers.get('content-security-policy');
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'style-src')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The id names a log line: API calls and failures have one; a file served as built has none.
      const logged = path.startsWith('/api/') || response.status >= 400;
      expect(response.headers.get('x-request-id')).toEqual(logged ? expect.stringMatching(/^[\w-]+$/) : null);
    }
    expect((await request('/projects')).headers.get('x-request-id')).toBeNull();
  });
});

describe('the site app: API and failures', () => {
  it('hands mounted API paths to their handler with the client address the runtime gives', async () => {
    const { request, received } = harness();
    const response = await request('/api/echo', { method: 'POST', body: 'hello' });
    expect(response.status).toBe(201);
    expect(received).toEqual([{ method: 'POST', body: 'hello', clientAddress: '203.0.113.7' }]);
  });

  it('never answers /img/ with a page, and asks no host for a photo the content does not name', async () => {
    const { request } = harness();
    for (const path of ['/img', '/img/', '/img/v1/photo-unknown/640', '/img/v1/photo-1522071820081-009f0129c71c/500']) {
      const response = await request(path, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/html/);
    }
  });

  it('never answers /api/ with a page', async () => {
    const { request } = harness();
    for (const path of ['/api/unknown', '/api', '/api/', '/api/consultation']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await request(path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'not_found' });
      }
    }
  });

  it('refuses every other method outside /api/ with 405 and Allow', async () => {
    const { request } = harness();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request('/projects', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers a throwing API handler with a JSON 500, logged once with its request id', async () => {
    const { request, logged } = harness();
    const response = await request('/api/broken', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'internal' });
    const id = response.headers.get('x-request-id') ?? 'none';
    expect(logged).toEqual([{ level: 'error', message: `request ${id}: POST /api/broken failed` }]);
  });

  it('answers a page it cannot read with the error page in its language, logged once', async () => {
    const { site, request, logged } = harness();
    site.disk.delete('en/projects.html');
    const response = await request('/en/projects');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Unexpected application error!');
    expect(html).toContain(`href="/${MAIN_CSS}"`);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toMatch(/GET \/en\/projects failed$/);
    // The next request is served as usual.
    expect((await request('/projects')).status).toBe(200);
  });
});

describe('the site app: redirects stay on the site', () => {
  const origin = 'http://agency.test';
  // Paths as a client may write them: slashes, backslashes, dots, encodings and other languages' bases.
  const segment = fc.stringMatching(/^[a-zA-Z0-9/\\.%:@?=&#-]{0,12}$/);
  const path = fc
    .array(fc.oneof(segment, fc.constantFrom('/', '//', '\\', '/\\', 'evil.example', '/en', '%2F', '%5C', '..')), {
      maxLength: 6,
    })
    .map((parts) => `/${parts.join('')}`);

  it('answers every path, with ?lng= or a stored language, by a Location on its own origin (property)', async () => {
    const { request } = harness();
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('?lng=fr', '?lng=en', '?lng=de', ''), async (address, query) => {
        let url: URL;
        try {
          url = new URL(`${origin}${address}${query}`);
        } catch {
          return;
        }
        const response = await request(url.href, { headers: { Cookie: 'i18next=en', 'User-Agent': 'Mozilla/5.0' } });
        const location = response.headers.get('location');
        if (location !== null) expect(new URL(location, url).origin).toBe(origin);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['//evil.example/x?lng=fr', '/evil.example/x'],
    ['/en//evil.example/x?lng=fr', '/evil.example/x'],
    ['///evil.example/?lng=fr', '/evil.example/'],
    ['/\\evil.example/?lng=fr', '/evil.example/'],
    ['//evil.example/x?lng=en', '/en/evil.example/x'],
  ])('leads %s to %s', async (address, location) => {
    const response = await harness().request(`${origin}${address}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('the site app: HTTPS', () => {
  const appBehind = (trustedProxies: number) => {
    const site = siteFixture();
    return createSiteApp({
      manifest: site.manifest,
      files: site.files,
      clientAddress: () => '203.0.113.7',
      log: { info: () => undefined, error: () => undefined },
      api: new Hono<AppEnv>(),
      trustedProxies,
    });
  };
  const hsts = async (app: ReturnType<typeof appBehind>, url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).headers.get('strict-transport-security');

  it('sends HSTS on what came over HTTPS: its own URL, or the trusted proxy’s X-Forwarded-Proto', async () => {
    expect(await hsts(appBehind(0), 'https://agency.test/')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(appBehind(1), 'http://127.0.0.1/', { 'X-Forwarded-Proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(appBehind(1), 'http://127.0.0.1/nope.txt', { 'X-Forwarded-Proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // Behind two proxies, the outermost's word: the one the client reached.
    expect(await hsts(appBehind(2), 'http://127.0.0.1/', { 'X-Forwarded-Proto': 'https, http' })).not.toBeNull();
  });

  it('never sends it over plain HTTP, nor on a claim no trusted proxy made', async () => {
    expect(await hsts(appBehind(0), 'http://127.0.0.1/')).toBeNull();
    expect(await hsts(appBehind(0), 'http://127.0.0.1/', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    expect(await hsts(appBehind(1), 'http://127.0.0.1/', { 'X-Forwarded-Proto': 'http' })).toBeNull();
    // The client wrote the first entry, the trusted proxy the last.
    expect(await hsts(appBehind(1), 'http://127.0.0.1/', { 'X-Forwarded-Proto': 'https, http' })).toBeNull();
  });
});

describe('the site app: request ids', () => {
  it('keeps a client’s X-Request-Id only when it is a short token of safe characters, and mints one otherwise', async () => {
    const { request } = harness();
    const idOf = async (given: string) =>
      (await request('/api/nope', { headers: { 'X-Request-Id': given } })).headers.get('x-request-id');
    expect(await idOf('edge-7f3a_91=')).toBe('edge-7f3a_91=');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const hostile of ['a'.repeat(65), 'a'.repeat(255), 'id with spaces', '<script>', 'é']) {
      expect(await idOf(hostile)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
