import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { localizedPath } from '../../src/i18n/languagePaths';
import { isNotFound, pagesIn, routeAt } from '../../src/app/routes';
import { pageOf, sitePages } from '../../src/app/sitePages';
import { readSiteConfig } from '../../src/config/siteConfig';
import { pickSiteEnv } from '../../src/config/siteEnv';
import type { Language } from '../../src/i18n/languages';
import en from '../../src/i18n/locales/meta/en';
import fr from '../../src/i18n/locales/meta/fr';
import { ogImage } from '../../src/seo/linkPreviews';
import { url, visit, Visitor } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

// The build the tests serve was made with this environment (tests/support/jest/globalSetup.ts).
const site = readSiteConfig(pickSiteEnv(process.env));
const origin = site.publicOrigin;
const dictionaries = { fr, en };

/** The page's address as search engines should know it: French at its path, English under /en/. */
const canonical = (path: string, language: Language) => `${origin}${localizedPath(path, language)}`;

async function headOf(path: string, language: Language) {
  const response = await fetch(url(localizedPath(path, language)));
  expect(response.status).toBe(isNotFound(pageOf(path, language).route) ? 404 : 200);
  const { document } = new JSDOM(await response.text()).window;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const meta = (key: string) => attribute(`meta[property="${key}"], meta[name="${key}"]`, 'content');
  return { document, attribute, meta };
}

describe('the metadata of every page, in the HTML the server sends', () => {
  for (const language of ['fr', 'en'] as const) {
    // Each case study's own metadata is checked with its content (caseStudies.test.ts).
    for (const { path, route } of sitePages.filter((page) => page.slug === undefined)) {
      it(`${path} in ${language}: title, description, canonical, alternates, previews, organisation`, async () => {
        const { document, attribute, meta } = await headOf(path, language);
        const copy = dictionaries[language].meta[routeAt(route).meta];
        const title = copy.title.replace('{{name}}', site.agencyName);
        const description = copy.description.replace('{{name}}', site.agencyName);

        expect(document.documentElement.lang).toBe(language);
        expect(document.querySelectorAll('title')).toHaveLength(1);
        expect(document.title).toBe(title);
        expect(meta('description')).toBe(description);
        expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
        const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]);
        if (routeAt(route).indexed) {
          expect(attribute('link[rel="canonical"]', 'href')).toBe(canonical(path, language));
          expect(alternates).toEqual([
            ['fr', canonical(path, 'fr')],
            ['en', canonical(path, 'en')],
            ['x-default', canonical(path, 'fr')],
          ]);
          expect(meta('robots')).toBeNull();
        } else {
          // Reached only from a link we e-mail: never listed, and nothing asks for it to be.
          expect(meta('robots')).toBe('noindex');
          expect(attribute('link[rel="canonical"]', 'href')).toBeNull();
          expect(alternates).toEqual([]);
        }

        if (isNotFound(pageOf(path, language).route)) {
          // An address that leads nowhere is never shared: no link preview, no organisation data.
          expect(meta('og:title')).toBeNull();
          expect(meta('twitter:card')).toBeNull();
          expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
          return;
        }
        expect(meta('og:title')).toBe(title);
        expect(meta('og:description')).toBe(description);
        expect(meta('og:url')).toBe(canonical(path, language));
        expect(meta('og:locale')).toBe(language === 'fr' ? 'fr_FR' : 'en_US');
        expect(meta('og:image')).toBe(`${origin}/og-image.png`);
        expect(meta('og:image:alt')).toBe(dictionaries[language].meta.ogImageAlt.replace('{{name}}', site.agencyName));
        expect(meta('twitter:card')).toBe('summary_large_image');
        expect(meta('twitter:image')).toBe(`${origin}/og-image.png`);

        const jsonLd = document.querySelectorAll('script[type="application/ld+json"]');
        expect(jsonLd).toHaveLength(1);
        const organization = JSON.parse(jsonLd[0]?.textContent ?? '') as Record<string, unknown>;
        expect(organization).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: site.agencyName,
          url: `${origin}/`,
          logo: `${origin}/icons/icon-512.png`,
          email: site.email,
          sameAs: site.social.map((link) => link.url),
          contactPoint: { '@type': 'ContactPoint', email: site.email, telephone: site.phone },
        });
      });
    }
  }

  it('ships the preview image it names, at the size it names, and every icon the organisation data points to', async () => {
    const sizes: Record<string, [number, number]> = {
      [ogImage.path]: [ogImage.width, ogImage.height],
      '/icons/icon-512.png': [512, 512],
    };
    for (const [file, size] of Object.entries(sizes)) {
      const response = await fetch(url(file));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([width, height]).toEqual(size);
    }
  });

  it('answers /favicon.ico, which crawlers and feed readers ask for without reading the page, with the mark', async () => {
    const response = await fetch(url('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    const ico = Buffer.from(await response.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const largest = ico.subarray(ico.readUInt32LE(6 + 32 + 12));
    expect(await sharp(largest).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  });

  it('makes the flagship image of the home page discoverable from the HTML, at high priority', async () => {
    const { document } = await headOf('/', 'fr');
    const flagship = document.querySelector('.hero img');
    expect(flagship?.getAttribute('fetchpriority')).toBe('high');
    expect(flagship?.getAttribute('loading')).toBe('eager');
    // In the page itself, not waiting for the app: the preload scanner finds its AVIF candidates at once.
    expect(flagship?.closest('noscript')).toBeNull();
    expect(flagship?.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /^\/assets\/work\/kalma\/cover\.[0-9a-f]{10}-480\.avif 480w, /,
    );
  });

  it('keeps the title and description in step on client-side navigation and language switch', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await page.locator('nav a[href="/projects"]').click();
    await page.waitForFunction(
      (title) => document.title === title,
      {},
      fr.meta.projects.title.replace('{{name}}', site.agencyName),
    );
    // Clicked at once, while the page change's view transition may still run: its overlay lets clicks through.
    await Promise.all([page.waitForNavigation(), page.locator('nav a[lang="en"]').click()]);
    await page.waitForFunction(
      (title) => document.title === title,
      {},
      en.meta.projects.title.replace('{{name}}', site.agencyName),
    );
    expect(await page.$eval('meta[name="description"]', (meta) => meta.getAttribute('content'))).toBe(
      en.meta.projects.description.replace('{{name}}', site.agencyName),
    );
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`]),
    );
    // The AI services' crawlers are named, allowed by default (SITE_AI_CRAWLERS unset in the tests' build).
    const gptBot = lines.indexOf('User-agent: GPTBot');
    expect(gptBot).toBeGreaterThan(0);
    expect(lines.slice(gptBot).find((line) => /^(Allow|Disallow):/.test(line))).toBe('Allow: /');
  });

  it('sitemap.xml is well-formed and lists every page in each of its languages with its alternates', async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map(
      (entry) => ({
        loc: entry.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent,
        alternates: [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      }),
    );
    // A page in one language (an article) is listed in it alone, with no alternate to pair it with.
    const expected = (['fr', 'en'] as const).flatMap((language) =>
      pagesIn(sitePages, language)
        .filter((page) => routeAt(page.route).indexed)
        .map(({ path, languages }) => ({
          loc: canonical(path, language),
          alternates:
            languages === undefined
              ? [
                  ['fr', canonical(path, 'fr')],
                  ['en', canonical(path, 'en')],
                  ['x-default', canonical(path, 'fr')],
                ]
              : [],
        })),
    );
    expect(entries).toEqual(expect.arrayContaining(expected));
    expect(entries).toHaveLength(expected.length);
  });
});
