import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { readJournal } from '../../scripts/content/journal';
import { portfolio } from '../../src/content/portfolio';
import { articles, articlesIn } from '../../src/content/journal';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { readSiteConfig } from '../../src/config/siteConfig';
import { localizedPath } from '../../src/i18n/languagePaths';
import { languages, otherLanguage, type Language } from '../../src/i18n/languages';
import journalEn from '../../src/i18n/locales/journal/en';
import journalFr from '../../src/i18n/locales/journal/fr';
import { clickWhenStill, url, visit, Visitor } from '../support/browser/pages';
import { pageScriptsText } from '../support/build';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

// What the agency wrote (content/journal/), read as the build reads it.
const sources = readJournal(portfolio.map((project) => project.slug));
const site = readSiteConfig(pickSiteEnv(process.env));
const origin = site.publicOrigin;
const copy = { fr: journalFr, en: journalEn };

const pages = sources.map((source) => ({
  source,
  address: localizedPath(`/journal/${source.slug}`, source.language),
  card: articles.find((card) => card.slug === source.slug),
}));

async function documentAt(address: string, language: Language) {
  const response = await fetch(url(address), { headers: { 'Accept-Language': language } });
  const { document } = new JSDOM(await response.text()).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return { response, document, meta };
}

const feedLink = (document: Document) =>
  document.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href');

describe('the journal, as the server sends it, without JavaScript', () => {
  it.each(languages)('lists the articles written in %s, newest first, and links its feed', async (language) => {
    const { response, document } = await documentAt(localizedPath('/journal', language), language);
    expect(response.status).toBe(200);
    const main = document.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe(copy[language].title);
    expect(
      [...(main?.querySelectorAll('article h2 a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      articlesIn(language).map(({ card, meta }) => [meta.title, localizedPath(`/journal/${card.slug}`, language)]),
    );
    expect(feedLink(document)).toBe(`${origin}${localizedPath('/journal/feed.xml', language)}`);
  });

  it.each(pages.map((page) => [page.address, page] as const))(
    '%s: 200, its text, metadata, hreflang where paired and BlogPosting',
    async (address, { source, card }) => {
      const { language, meta: words } = source;
      const { response, document, meta } = await documentAt(address, language);
      expect(response.status).toBe(200);
      const main = document.querySelector('main');
      expect(document.documentElement.lang).toBe(language);
      expect(main?.querySelector('h1')?.textContent).toBe(words.title);
      // The body is in the page as sent: readers and crawlers without JavaScript get the whole article.
      const headings = sources.find((other) => other === source)?.tokens.filter((token) => token.type === 'heading');
      expect(main?.querySelectorAll('.article__body h2, .article__body h3')).toHaveLength(headings?.length ?? -1);
      expect(main?.querySelector('.article__cta a')?.getAttribute('href')).toBe(
        localizedPath('/consultation', language),
      );

      const canonical = `${origin}${address}`;
      expect(document.title).toBe(`${words.title} | ${site.agencyName}`);
      expect(meta('description')).toBe(words.description);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      const french = `${origin}/journal/${source.slug}`;
      expect(alternates).toEqual(
        card?.languages.length === 2
          ? [
              ['fr', french],
              ['en', `${origin}/en/journal/${source.slug}`],
              ['x-default', french],
            ]
          : [],
      );
      expect(meta('og:locale:alternate')).toBe(
        card?.languages.length === 2 ? (language === 'fr' ? 'en_US' : 'fr_FR') : null,
      );
      expect(meta('og:type')).toBe('article');
      const image = `${origin}/share/journal-${source.slug}-${language}.jpg`;
      expect(meta('og:image')).toBe(image);
      expect(meta('og:image:alt')).toBe(words.coverAlt);
      expect(feedLink(document)).toBe(`${origin}${localizedPath('/journal/feed.xml', language)}`);

      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent) as Record<string, unknown>,
      );
      expect(jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: words.title,
          description: words.description,
          url: canonical,
          mainEntityOfPage: canonical,
          inLanguage: language,
          image,
          datePublished: words.published,
          dateModified: words.updated,
          keywords: words.tags.map((tag) => tag.label).join(', '),
          author: { '@type': 'Person', name: words.author.name, jobTitle: words.author.role },
          publisher: {
            '@type': 'Organization',
            name: site.agencyName,
            url: `${origin}/`,
            logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` },
          },
        },
      ]);
      const share = await fetch(url(new URL(image).pathname));
      expect(share.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
      expect([width, height]).toEqual([1200, 630]);
    },
  );

  it('answers an unknown article, and an article in the language it is not written in, with the not-found page', async () => {
    const single = articles.filter((card) => card.languages.length === 1);
    expect(single.length).toBeGreaterThan(0);
    const unknown = [
      ...languages.map((language) => localizedPath('/journal/no-such-article', language)),
      ...single.map((card) => localizedPath(`/journal/${card.slug}`, otherLanguage(card.languages[0] ?? 'fr'))),
    ];
    for (const address of unknown) {
      const language = address.startsWith('/en/') ? 'en' : 'fr';
      const [article, elsewhere] = await Promise.all([
        fetch(url(address)),
        fetch(url(localizedPath('/no-such-page', language))),
      ]);
      expect({ address, status: article.status }).toEqual({ address, status: 404 });
      expect(await article.text()).toBe(await elsewhere.text());
    }
  });
});

describe('the journal’s feeds, sitemap and llms.txt', () => {
  it.each(languages)('gives an Atom feed in %s with every article in full, each link answering', async (language) => {
    const response = await fetch(url(localizedPath('/journal/feed.xml', language)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(document.documentElement.getAttribute('xml:lang')).toBe(language);
    const written = articlesIn(language);
    expect(document.querySelector('feed > updated')?.textContent).toBe(
      `${
        written
          .map(({ meta }) => meta.updated)
          .sort()
          .at(-1) ?? ''
      }T00:00:00Z`,
    );
    const entries = [...document.querySelectorAll('entry')];
    expect(entries.map((entry) => entry.querySelector('title')?.textContent)).toEqual(
      written.map(({ meta }) => meta.title),
    );
    for (const entry of entries) {
      const link = entry.querySelector('link[rel="alternate"]')?.getAttribute('href') ?? '';
      expect(link.startsWith(`${origin}/`)).toBe(true);
      expect((await fetch(url(new URL(link).pathname))).status).toBe(200);
      expect(entry.querySelector('updated')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      const content = new JSDOM(entry.querySelector('content')?.textContent ?? '').window.document;
      // Full content, every address absolute: a reader shows it away from the site.
      expect(content.querySelectorAll('h2').length).toBeGreaterThan(0);
      for (const element of content.querySelectorAll('a[href], img[src]')) {
        const address = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
        expect(address).toMatch(/^(?:https?:\/\/|mailto:|#)/);
      }
      for (const image of content.querySelectorAll('img')) {
        expect((await fetch(url(new URL(image.getAttribute('src') ?? '').pathname))).status).toBe(200);
      }
    }
  });

  it('lists each article in the sitemap with its last update, and in /llms.txt', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    const llms = await (await fetch(url('/llms.txt'))).text();
    for (const { source, address } of pages) {
      expect(sitemap).toContain(`<loc>${origin}${address}</loc>\n    <lastmod>${source.meta.updated}</lastmod>`);
      expect(llms).toContain(`](${origin}${address})`);
    }
    for (const card of articles.filter((candidate) => candidate.languages.length === 1))
      expect(sitemap).not.toContain(
        `<loc>${origin}${localizedPath(`/journal/${card.slug}`, otherLanguage(card.languages[0] ?? 'fr'))}</loc>`,
      );
  });
});

describe('an article’s text in the JavaScript', () => {
  /** A sentence of the body's last paragraph: far from what the list shows. */
  const sentenceOf = (source: (typeof sources)[number]) => {
    const paragraphs = source.tokens.filter((token) => token.type === 'paragraph');
    const text = paragraphs.at(-2)?.raw ?? '';
    return (/[A-Za-zÀ-ÿ’' ,]{40,}/.exec(text.replace(/'/g, '’'))?.[0] ?? '').trim();
  };

  it('is only in its own page’s scripts, never in another route’s', () => {
    const elsewhere = ['index.html', 'projects.html', 'journal.html', 'en/index.html', 'en/journal.html'].map(
      pageScriptsText,
    );
    for (const source of sources) {
      const sentence = sentenceOf(source);
      expect(sentence.length).toBeGreaterThan(30);
      for (const scripts of elsewhere) expect(scripts).not.toContain(sentence);
      const own = pageScriptsText(`${source.language === 'fr' ? '' : 'en/'}journal/${source.slug}.html`);
      expect(own).toContain(sentence);
      for (const other of sources.filter((candidate) => candidate !== source))
        expect(own).not.toContain(sentenceOf(other));
    }
  });
});

describe.each(languages)('reading the journal in %s', (language) => {
  const at = (address: string) => localizedPath(address, language);
  const written = articlesIn(language);
  const tag = written
    .flatMap(({ meta }) => meta.tags)
    .find((candidate) => {
      const count = written.filter(({ meta }) => meta.tags.some((other) => other.key === candidate.key)).length;
      return count > 0 && count < written.length;
    });

  it('filters by a topic in the address, Back returns to every article, and an article opens from its card', async () => {
    if (tag === undefined) throw new Error(`No topic in ${language} that some articles have and others lack`);
    const { page, errors } = await visitor.open({ viewport: 'phone' });
    await visit(page, at('/journal'));
    const titles = () => page.$$eval('main article h2', (headings) => headings.map((heading) => heading.textContent));
    expect(await titles()).toEqual(written.map(({ meta }) => meta.title));
    await clickWhenStill(page, `main nav a[href="${at(`/journal?tag=${tag.key}`)}"]`);
    const filtered = written.filter(({ meta }) => meta.tags.some((other) => other.key === tag.key));
    await page.waitForFunction(
      (count) => document.querySelectorAll('main article').length === count,
      {},
      filtered.length,
    );
    expect(new URL(page.url()).search).toBe(`?tag=${tag.key}`);
    expect(await titles()).toEqual(filtered.map(({ meta }) => meta.title));
    await page.goBack();
    await page.waitForFunction(
      (count) => document.querySelectorAll('main article').length === count,
      {},
      written.length,
    );

    const [first] = written;
    await clickWhenStill(page, `main article a[href="${at(`/journal/${first?.card.slug ?? ''}`)}"]`);
    await page.waitForFunction(
      (title) => document.querySelector('main h1')?.textContent === title,
      {},
      first?.meta.title,
    );
    await page.waitForSelector('main .article__body h2');
    expect(await page.title()).toBe(`${first?.meta.title ?? ''} | ${site.agencyName}`);
    expect(errors).toEqual([]);
  });
});

describe('an article in one language', () => {
  it('offers the other language’s journal from its language toggle, not a page that does not exist', async () => {
    const single = articles.find((card) => card.languages.length === 1);
    const [language = 'fr'] = single?.languages ?? [];
    const { page } = await visitor.open();
    await visit(page, localizedPath(`/journal/${single?.slug ?? ''}`, language));
    const other = otherLanguage(language);
    expect(await page.$eval(`header a[hreflang="${other}"]`, (link) => link.getAttribute('href'))).toBe(
      localizedPath('/journal', other),
    );
  });
});
