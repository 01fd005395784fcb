import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FAKE_EMAIL_API_KEY, baseUrl } from './support/state';

const get = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, baseUrl()), init);

/** A file's text; a Brotli copy (scripts/webpack/PrecompressPlugin.ts) decoded, so it is searched too. */
function textOf(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes).toString('utf8');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the production server on the production build', () => {
  it.each([
    ['/', '/', 'fr'],
    ['/projects', '/projects', 'fr'],
    ['/consultation?lng=en', '/consultation', 'en'],
    ['/expertise', '/expertise', 'fr'],
    ['/contact?lng=en', '/contact', 'en'],
    ['/legal', '/legal', 'fr'],
    ['/anything/else', '/', 'fr'],
  ])('answers %s with the page prerendered for %s in %s, status 200', async (route, path, language) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<div id="root" data-path="${path}" data-lang="${language}">`);
    expect(html).toMatch(/<main id="main"[^>]*><!--\$--><(section|article)\b/);
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

  it('caches the hashed scripts and styles for a year', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
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
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/assets\.calendly\.com(;|$)/);
    expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+ https:\/\/assets\.calendly\.com(;|$)/);
    expect(csp).toMatch(/frame-src https:\/\/calendly\.com(;|$)/);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
    expect(headers.get('permissions-policy')).toBeTruthy();
  });

  it('lets the service worker, and only it, fetch the stock photos it caches', async () => {
    const worker = await get('/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toMatch(
      /connect-src 'self' https:\/\/images\.unsplash\.com(;|$)/,
    );
    expect((await get('/')).headers.get('content-security-policy')).toMatch(/connect-src 'self'(;|$)/);
  });

  it('compiles no secret from the build environment into dist/', () => {
    const leaks = filesUnder(path.resolve('dist')).filter((file) => textOf(file).includes(FAKE_EMAIL_API_KEY));
    expect(leaks).toEqual([]);
  });

  it('ships no secret-looking string in dist/, source maps included', () => {
    const patterns: Record<string, RegExp> = {
      'private key': /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      'AWS access key': /\b(AKIA|ASIA)[0-9A-Z]{16}\b/,
      'Google API key': /\bAIza[0-9A-Za-z_-]{35}\b/,
      'GitHub token': /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/,
      'Slack token': /\bxox[abprs]-[A-Za-z0-9-]{10,}/,
      'Stripe secret key': /\b[rs]k_(live|test)_[A-Za-z0-9]{16,}/,
      'Resend or SendGrid key': /\b(re_[A-Za-z0-9_]{20,}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,})/,
      'JSON web token': /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
      'credentials in a URL': /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'`]+:[^/\s:@"'`]+@[\w.-]+/i,
      'assigned secret':
        /\b(api[_-]?key|secret|passw(or)?d|access[_-]?token|auth[_-]?token)["'`]?\s*[:=]\s*["'`][^"'`\s]{16,}["'`]/i,
      'environment variable of the server': /\b(EMAIL_API_KEY|CONSULTATION_[A-Z_]*(KEY|TOKEN|SECRET))\b/,
    };
    const findings = filesUnder(path.resolve('dist')).flatMap((file) => {
      const text = textOf(file);
      return Object.entries(patterns)
        .filter(([, pattern]) => pattern.test(text))
        .map(([name, pattern]) => `${path.relative('dist', file)}: ${name}: ${pattern.exec(text)?.[0] ?? ''}`);
    });
    expect(findings).toEqual([]);
  });
});
