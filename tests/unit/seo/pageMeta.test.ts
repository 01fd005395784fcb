import { pagesIn } from '../../../src/app/routes';
import { sitePages } from '../../../src/app/sitePages';
import { readSiteConfig } from '../../../src/config/siteConfig';
import { createStaticI18n } from '../../../src/i18n/staticI18n';
import { languages, type Language } from '../../../src/i18n/languages';
import en from '../../../src/i18n/locales/en';
import fr from '../../../src/i18n/locales/fr';
import { headTags, pageMeta, type PageMeta } from '../../../src/seo/pageMeta';
import type { MetaTranslate } from '../../../src/seo/routeMeta';

const origin = 'https://www.studio-nova.example';
const site = readSiteConfig({
  SITE_PUBLIC_ORIGIN: `${origin}/ignored/path`,
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/studio-nova',
  SITE_SOCIAL_GITHUB: 'https://github.com/studio-nova',
});

const translate = (language: Language) => createStaticI18n(language, { fr, en }).t;
const pageAt = (path: string) => {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (page === undefined) throw new Error(`No page ${path}`);
  return page;
};
const metaOf = (path: string, language: Language) => pageMeta(pageAt(path), language, translate(language), site);

function head(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
}

const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

describe('pageMeta', () => {
  const all = languages.flatMap((language) =>
    pagesIn(sitePages, language).map((page) => ({
      path: page.path,
      page,
      language,
      meta: metaOf(page.path, language),
    })),
  );

  it('gives every route a distinct translated title and a description of 120 to 160 characters', () => {
    expect(new Set(all.map(({ meta }) => meta.title)).size).toBe(all.length);
    expect(new Set(all.map(({ meta }) => meta.description)).size).toBe(all.length);
    // A case study's or an article's description is its own, which the content's schema keeps to 160 characters.
    const shortest = (path: string) => (/^\/(?:projects|journal)\//.test(path) ? 60 : 120);
    const outOfRange = all.filter(
      ({ path, meta }) => meta.description.length < shortest(path) || meta.description.length > 160,
    );
    expect(outOfRange.map(({ path, language }) => `${language} ${path}`)).toEqual([]);
    for (const { meta } of all) expect(meta.title).toContain('Studio Nova');
  });

  it('titles each page by its own name and then the agency, and the home page by the agency and its tagline', () => {
    expect(metaOf('/', 'fr').title).toBe('Studio Nova\u00a0: agence digitale créative');
    expect(metaOf('/', 'en').title).toBe('Studio Nova: creative digital agency');
    expect(metaOf('/projects', 'fr').title).toBe('Nos projets | Studio Nova');
    expect(metaOf('/projects', 'en').title).toBe('Our projects | Studio Nova');
    expect(metaOf('/legal', 'fr').title).toBe('Mentions légales et confidentialité | Studio Nova');
    expect(metaOf('/contact', 'en').description).toMatch(/^A question, an idea/);
    expect(metaOf('/contact', 'fr').description).toMatch(/^Une question, une idée/);
  });

  it('makes each language version canonical and lists all of them as alternates, where there are two', () => {
    for (const { path, language, meta, page } of all) {
      const fr = `${origin}${path}`;
      const en = `${origin}${path === '/' ? '/en/' : `/en${path}`}`;
      expect(meta.canonical).toBe(language === 'fr' ? fr : en);
      // An article in one language has no other version to point to.
      expect(meta.alternates).toEqual(page.languages === undefined ? { fr, en, 'x-default': fr } : undefined);
    }
    expect(all.filter(({ page }) => page.languages !== undefined).length).toBeGreaterThan(0);
    expect(metaOf('/', 'en').canonical).toBe(`${origin}/en/`);
  });

  it('names the Open Graph locales and an absolute image with its size and a translated description', () => {
    expect(metaOf('/', 'fr')).toMatchObject({ locale: 'fr_FR', alternateLocale: 'en_US' });
    expect(metaOf('/', 'en')).toMatchObject({ locale: 'en_US', alternateLocale: 'fr_FR' });
    const { image } = metaOf('/contact', 'fr');
    expect(image).toMatchObject({ url: `${origin}/og-image.png`, width: 1200, height: 630, type: 'image/png' });
    expect(image.alt).toMatch(/^Le logo de Studio Nova/);
    expect(metaOf('/contact', 'en').image.alt).toMatch(/^The Studio Nova logo/);
  });

  it('describes the organisation with its contact point and the configured social profiles', () => {
    expect(metaOf('/', 'en').jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Studio Nova',
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      email: site.email,
      telephone: site.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
        addressCountry: site.address.country,
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: site.email,
        telephone: site.phone,
        availableLanguage: ['French', 'English'],
      },
      sameAs: [
        'https://www.linkedin.com/company/studio-nova',
        'https://www.instagram.com/example',
        'https://x.com/example',
        'https://github.com/studio-nova',
      ],
    });
  });
});

describe('headTags', () => {
  it('writes every tag of the page in its language', () => {
    const meta = metaOf('/projects', 'en');
    const document = head(headTags(meta));
    expect(document.title).toBe('Our projects | Studio Nova');
    expect(content(document, 'meta[name="description"]')).toBe(meta.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/projects`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['fr', `${origin}/projects`],
      ['en', `${origin}/en/projects`],
      ['x-default', `${origin}/projects`],
    ]);
    expect(content(document, 'meta[property="og:type"]')).toBe('website');
    expect(content(document, 'meta[property="og:site_name"]')).toBe('Studio Nova');
    expect(content(document, 'meta[property="og:title"]')).toBe(meta.title);
    expect(content(document, 'meta[property="og:description"]')).toBe(meta.description);
    expect(content(document, 'meta[property="og:url"]')).toBe(`${origin}/en/projects`);
    expect(content(document, 'meta[property="og:locale"]')).toBe('en_US');
    expect(content(document, 'meta[property="og:locale:alternate"]')).toBe('fr_FR');
    expect(content(document, 'meta[property="og:image"]')).toBe(`${origin}/og-image.png`);
    expect(content(document, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(document, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(document, 'meta[property="og:image:alt"]')).toBe(meta.image.alt);
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(document, 'meta[name="twitter:title"]')).toBe(meta.title);
    expect(content(document, 'meta[name="twitter:description"]')).toBe(meta.description);
    expect(content(document, 'meta[name="twitter:image"]')).toBe(`${origin}/og-image.png`);
    expect(content(document, 'meta[name="twitter:image:alt"]')).toBe(meta.image.alt);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(meta.jsonLd);
  });

  it('describes a case study as a work of the agency, with its own share image as the link preview', () => {
    const meta = metaOf('/projects/kalma', 'en');
    expect(meta).toMatchObject({
      title: 'Mobile banking app: case study | Studio Nova',
      canonical: `${origin}/en/projects/kalma`,
      alternates: { fr: `${origin}/projects/kalma`, en: `${origin}/en/projects/kalma` },
      ogType: 'article',
      image: { url: `${origin}/share/kalma-en.jpg`, width: 1200, height: 630, type: 'image/jpeg' },
    });
    expect(meta.image.alt).toMatch(/^Kalma’s cash-flow dashboard on a computer/);
    expect(metaOf('/projects/kalma', 'fr').image.url).toBe(`${origin}/share/kalma-fr.jpg`);
    expect(meta.description).toMatch(/^A neobank for freelancers/);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Mobile banking app',
      description: meta.description,
      url: meta.canonical,
      inLanguage: 'en',
      image: meta.image.url,
      dateCreated: '2024',
      keywords: 'React, Node.js, MongoDB',
      creator: { '@type': 'Organization', name: 'Studio Nova', url: `${origin}/` },
    });
    expect(metaOf('/projects/kalma', 'fr').title).toBe('Application de banque mobile, étude de cas | Studio Nova');
  });

  describe('with hostile configuration and copy', () => {
    const hostile = `Evil" onload="alert(1)" x='<b>' & </title></script><script>alert(2)</script><!--`;
    const hostileSite = readSiteConfig({ SITE_PUBLIC_ORIGIN: origin, SITE_AGENCY_NAME: hostile, SITE_EMAIL: hostile });
    const hostileCopy: MetaTranslate = (key, options) => `${key} ${options?.name ?? ''}`;
    let meta: PageMeta;
    let html: string;
    let document: Document;

    beforeAll(() => {
      meta = pageMeta(pageAt('/contact'), 'fr', hostileCopy, hostileSite);
      html = headTags(meta);
      document = head(html);
    });

    it('escapes every value, so each reads back exactly and adds no element or attribute', () => {
      expect(document.title).toBe(`meta.contact.title ${hostile}`);
      expect(content(document, 'meta[name="description"]')).toBe(`meta.contact.description ${hostile}`);
      expect(content(document, 'meta[property="og:site_name"]')).toBe(hostile);
      expect(content(document, 'meta[property="og:image:alt"]')).toBe(`meta.ogImageAlt ${hostile}`);
      expect(document.querySelectorAll('script')).toHaveLength(1);
      expect(document.querySelectorAll('b, [onload]')).toHaveLength(0);
      expect(document.head.children).toHaveLength(html.split('\n').length);
      for (const element of document.head.querySelectorAll('meta')) {
        expect([...element.attributes].map((attribute) => attribute.name).sort()).toEqual(
          element.hasAttribute('name') ? ['content', 'name'] : ['content', 'property'],
        );
      }
    });

    it('keeps the JSON-LD inside its data block, where it parses back to the same data', () => {
      const json = /<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1] ?? '';
      expect(json).not.toMatch(/[<>&]/);
      expect(html.match(/<\/script/gi)).toHaveLength(1);
      expect(JSON.parse(document.querySelector('script')?.textContent ?? '')).toEqual(meta.jsonLd);
      expect(meta.jsonLd).toMatchObject({ name: hostile });
    });
  });
});
