import { homePhotos } from '../../../src/content/homePhotos';
import { stockImageUrl } from '../../../src/lib/stockImage';
import { baseUrl } from '../../support/state';

const photoUrl = stockImageUrl(homePhotos.about, 640);

const get = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, baseUrl()), init);

describe('the production server on the production build', () => {
  it.each([
    ['/', '/', 'fr'],
    ['/projects', '/projects', 'fr'],
    ['/en/consultation', '/en/consultation', 'en'],
    ['/expertise', '/expertise', 'fr'],
    ['/en/contact', '/en/contact', 'en'],
    ['/legal', '/legal', 'fr'],
  ])('answers %s with the page prerendered for %s in %s, status 200', async (route, path, language) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<div id="root" data-path="${path}" data-lang="${language}">`);
    expect(html).toMatch(/<main id="main"[^>]*><!--\$--><(section|article)\b/);
  });

  it.each([
    ['/anything/else', 'fr'],
    ['/en/anything/else', 'en'],
    ['/brochure.pdf', 'fr'],
  ])('answers %s with the not-found page prerendered in %s, status 404', async (route, language) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(
      `<div id="root" data-path="${language === 'en' ? '/en/404' : '/404'}" data-lang="${language}">`,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

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

  it('caches the hashed scripts, styles and images for a year', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
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
    // The pages' own inline script and critical CSS, by their hashes, and nothing else inline.
    // One page script, the same on every page.
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
    expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
    expect(headers.get('permissions-policy')).toBeTruthy();
  });

  it('allows Calendly’s hosts on the consultation pages, where a visitor may book a call, and there only', async () => {
    for (const page of ['/consultation', '/en/consultation']) {
      const csp = (await get(page)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+ https:\/\/assets\.calendly\.com(;|$)/);
      expect(csp).toMatch(/frame-src https:\/\/calendly\.com(;|$)/);
    }
    for (const page of ['/', '/projects', '/en/contact', '/legal']) {
      expect((await get(page)).headers.get('content-security-policy')).not.toContain('calendly');
    }
  });

  it('serves the stock photos itself, so no policy names another host for images or fetches', async () => {
    for (const path of ['/', '/service-worker.js', photoUrl]) {
      const csp = (await get(path)).headers.get('content-security-policy');
      expect(csp).toMatch(/img-src 'self' data:(;|$)/);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
    }
    const photo = await get(photoUrl, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/avif');
    expect(photo.headers.get('vary')).toBe('Accept');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
