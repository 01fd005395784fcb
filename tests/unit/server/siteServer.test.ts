/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { jsonResponse } from '../../../server/json';
import { isAppRoute, startSiteServer, type RunningServer } from '../../../server/siteServer';
import { prerenderedPages } from '../../../src/prerender/pages';

const inlineScript = 'document.documentElement.dataset.ran = "1"';
/** Each page inlines its own critical CSS, as the build makes them. */
const inlineStyle = (file: string) => `main::before{content:"${file}"}`;
const jsonLd = '{"@type":"Organization"}';
/** Writes `<file>.br` beside a file of the build, holding `content` compressed. */
const writeCopy = (file: string, content: Buffer | string) =>
  writeFileSync(
    path.join(root, `${file}.br`),
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
/** The size of a Brotli copy: the length of a response that is that copy sent as is. */
const copySize = (file: string) => statSync(path.join(root, `${file}.br`)).size;
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
      `<!doctype html><html lang="${page.language}"><head><script>${inlineScript}</script><style>${inlineStyle(page.file)}</style>` +
        `<script type="application/ld+json">${jsonLd}</script><title>${page.language} ${page.path}</title></head>` +
        `<body><p>${'Studio Nova, agence digitale. '.repeat(60)}</p></body></html>`,
    );
  }
  writeFileSync(path.join(root, 'assets/js/main.0123456789.js'), 'console.log("app")');
  // The build's Brotli copies (scripts/webpack/PrecompressPlugin.ts), at its quality.
  for (const file of ['index.html', 'assets/js/main.0123456789.js'])
    writeCopy(file, readFileSync(path.join(root, file)));
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

/** The sources of one directive of a Content-Security-Policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

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
    expect(after).not.toContain(sha256(inlineScript));
    // The other pages are unchanged: their script is still allowed.
    expect((await get('/projects')).headers.get('content-security-policy')).toContain(sha256(inlineScript));

    writeFileSync(page, original);
    // Another change of date, and one that leaves the page older than its Brotli copy again.
    utimesSync(page, new Date(), new Date(Date.now() - 120_000));
    expect((await get('/')).headers.get('content-security-policy')).toBe(before);
  });

  it.each([
    ['/', 'index.html'],
    ['/projects', 'projects.html'],
    ['/projects.html', 'projects.html'],
    ['/contact?lng=en', 'en/contact.html'],
    ['/en/contact.html', 'en/contact.html'],
    ['/en//contact.html', 'en/contact.html'],
    ['/no/such/page', 'index.html'],
  ])(
    'allows on %s exactly the inline script and style of %s by their hashes, nothing inline else',
    async (route, file) => {
      const policy = (await get(route)).headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src')).toEqual(["'self'", sha256(inlineScript), 'https://assets.calendly.com']);
      // Its own critical CSS only, not another page's.
      expect(directive(policy, 'style-src')).toEqual([
        "'self'",
        sha256(inlineStyle(file)),
        'https://assets.calendly.com',
      ]);
      expect(policy).not.toContain(sha256(jsonLd));
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    },
  );

  it('allows any other HTML file of the build its own inline code, read when first asked for', async () => {
    // As the benchmark's floor page, written beside the build under a running server.
    const extraStyle = 'h1{color:red}';
    writeFileSync(path.join(root, 'extra.html'), `<!doctype html><style>${extraStyle}</style><h1>Extra</h1>`);
    const policy = (await get('/extra.html')).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'style-src')).toEqual(["'self'", sha256(extraStyle), 'https://assets.calendly.com']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://assets.calendly.com']);
  });

  it('lets the service worker fetch the stock photos it caches, and nothing else does', async () => {
    // A worker's fetches obey the policy sent with its own script: without the photo host there, every
    // photo of a page the worker controls would fail.
    const worker = (await get('/service-worker.js')).headers.get('content-security-policy') ?? '';
    expect(directive(worker, 'connect-src')).toEqual(["'self'", 'https://images.unsplash.com']);
    expect(directive(worker, 'script-src')).toEqual(["'self'", 'https://assets.calendly.com']);
    for (const pathname of ['/', '/projects?lng=en', '/robots.txt', '/api/unknown']) {
      const policy = (await get(pathname)).headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    }
  });

  it('allows nothing inline on a response that is no page', async () => {
    for (const [pathname, method] of [
      ['/robots.txt', 'GET'],
      ['/assets/js/main.0123456789.js', 'GET'],
      ['/missing.png', 'GET'],
      ['/api/unknown', 'GET'],
      // A page refused.
      ['/projects', 'POST'],
    ]) {
      const policy = (await get(pathname ?? '', { method })).headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://assets.calendly.com']);
      expect(directive(policy, 'style-src')).toEqual(["'self'", 'https://assets.calendly.com']);
    }
  });

  it("sends the build's Brotli copy of a page or file as is to a client that accepts Brotli", async () => {
    for (const [pathname, file, type] of [
      ['/', 'index.html', /^text\/html; charset=utf-8$/],
      ['/?lng=fr', 'index.html', /^text\/html; charset=utf-8$/],
      ['/index.html', 'index.html', /^text\/html; charset=utf-8$/],
      [
        '/assets/js/main.0123456789.js',
        'assets/js/main.0123456789.js',
        /^(text|application)\/javascript; charset=utf-8$/,
      ],
    ] as const) {
      const response = await get(pathname, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      // The copy itself, whole, with its length: compressing on the fly would send chunks of another size.
      expect(response.headers.get('content-length')).toBe(String(copySize(file)));
      expect(await response.text()).toBe(readFileSync(path.join(root, file), 'utf8'));
    }
    const asset = await get('/assets/js/main.0123456789.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD with the Brotli copy’s headers and length', async () => {
    const response = await get('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(statSync(path.join(root, 'index.html.br')).size);
  });

  it('sends a file as it now is when its Brotli copy holds something else, whatever the dates say', async () => {
    const file = 'assets/js/main.0123456789.js';
    const asset = path.join(root, file);
    const fetchAsset = () => get(`/${file}`, { headers: { 'Accept-Encoding': 'br' } });
    // A file replaced by hand after the build, its copy left as it was.
    writeFileSync(asset, 'console.log("hotfix")');
    const hotfix = await fetchAsset();
    expect(await hotfix.text()).toBe('console.log("hotfix")');
    // (Too small for the server to compress on the fly: sent as it is.)
    expect(hotfix.headers.get('content-encoding')).toBeNull();
    // A copy from another build, newer than the file (a deploy that kept old files, or copied anew).
    writeFileSync(asset, 'console.log("app")');
    utimesSync(asset, new Date(), new Date(Date.now() - 60_000));
    writeCopy(file, 'console.log("another build")');
    expect(await (await fetchAsset()).text()).toBe('console.log("app")');
    // The copy of this very file, older than it (a copy that kept no dates): sent.
    writeCopy(file, 'console.log("app")');
    utimesSync(`${asset}.br`, new Date(), new Date(Date.now() - 120_000));
    const restored = await fetchAsset();
    expect(restored.headers.get('content-length')).toBe(String(copySize(file)));
    expect(await restored.text()).toBe('console.log("app")');
  });

  it('never sends a Brotli copy by its own name, nor an encoding on what it could not send', async () => {
    expect((await get('/index.html.br', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(404);
    // A range past the end: send refuses the copy it found; the refusal is plain text, not Brotli.
    const refused = await get('/', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=999999-' } });
    expect(refused.status).toBe(416);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('content-range')).toBe(`bytes */${String(copySize('index.html'))}`);
    expect(await refused.text()).toBe('Range Not Satisfiable');
    const precondition = await get('/', { headers: { 'Accept-Encoding': 'br', 'If-Match': '"not-this-one"' } });
    expect(precondition.status).toBe(412);
    expect(precondition.headers.get('content-encoding')).toBeNull();
    expect(precondition.headers.get('etag')).toBeNull();
  });

  it('compresses for itself, without the copy, for a client that refuses Brotli or has no copy to get', async () => {
    for (const [pathname, acceptEncoding, encoding] of [
      ['/', 'gzip', 'gzip'],
      ['/', 'br;q=0, gzip', 'gzip'],
      ['/', 'identity', null],
      // No copy of this page: the server compresses it (Brotli at its own speed setting).
      ['/projects', 'br', 'br'],
    ] as const) {
      const response = await get(pathname, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-length')).not.toBe(String(copySize('index.html')));
    }
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
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')? https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')? https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/frame-src https:\/\/calendly\.com(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
