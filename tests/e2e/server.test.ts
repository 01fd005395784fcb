import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FAKE_EMAIL_API_KEY, baseUrl } from './support/state';

const get = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, baseUrl()), init);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the production server on the production build', () => {
  it.each(['/', '/projects', '/consultation', '/expertise', '/contact', '/legal', '/anything/else'])(
    'answers %s with the app shell and status 200',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id=root>');
    },
  );

  it('answers a missing file with 404', async () => {
    expect((await get('/assets/js/missing.0000000000.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('never answers /api/ with the shell', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('serves a real robots.txt and the manifest, revalidated', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('User-agent');
    const manifest = await get('/manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await manifest.json()) as unknown).toMatchObject({ lang: 'fr', start_url: '/' });
  });

  it('caches the hashed scripts and styles for a year', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)=(\/assets\/[^ >]+)/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the security headers', async () => {
    const headers = (await get('/')).headers;
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/assets\.calendly\.com(;|$)/);
    expect(csp).toMatch(/style-src 'self' https:\/\/assets\.calendly\.com(;|$)/);
    expect(csp).toMatch(/frame-src https:\/\/calendly\.com(;|$)/);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
    expect(headers.get('permissions-policy')).toBeTruthy();
  });

  it('compiles no secret from the build environment into dist/', () => {
    const leaks = filesUnder(path.resolve('dist')).filter((file) =>
      readFileSync(file, 'utf8').includes(FAKE_EMAIL_API_KEY),
    );
    expect(leaks).toEqual([]);
  });
});
