import { routeAt } from '../../../src/app/routes';
import { sitePages } from '../../../src/app/sitePages';
import { articles } from '../../../src/content/journal';
import { localizedPath } from '../../../src/i18n/languagePaths';
import { languages } from '../../../src/i18n/languages';
import { robotsTxt, sitemapEntriesOf, sitemapXml } from '../../../src/seo/sitemap';
import { journalLastmod } from '../../../scripts/content/journal';

const origin = 'https://www.studio-nova.example';
const xhtml = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemapXml', () => {
  const indexed = sitePages.filter((page) => routeAt(page.route).indexed);
  const indexedPaths = indexed.map((page) => page.path);
  const document = parse(sitemapXml(origin, sitemapEntriesOf(sitePages, journalLastmod(articles))));
  const urls = [...document.getElementsByTagName('url')];
  const locOf = (url: Element) => url.getElementsByTagName('loc')[0]?.textContent ?? '';
  const paired = urls.filter((url) => url.getElementsByTagNameNS(xhtml, 'link').length > 0);

  it('is a sitemaps.org urlset', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every indexed page, each case study and article included, at its address in each of its languages, and no other', () => {
    expect(urls.map(locOf)).toEqual(
      indexed.flatMap((page) =>
        (page.languages ?? languages).map((language) => `${origin}${localizedPath(page.path, language)}`),
      ),
    );
    expect(indexedPaths).toContain('/projects/kalma');
    expect(indexedPaths).toContain('/journal');
    for (const article of articles) expect(indexedPaths).toContain(`/journal/${article.slug}`);
    expect(indexedPaths).not.toContain('/newsletter/confirm');
  });

  it('dates the journal and each article by its last update, in each language', () => {
    for (const article of articles)
      for (const language of article.languages) {
        const url = urls.find(
          (candidate) => locOf(candidate) === `${origin}${localizedPath(`/journal/${article.slug}`, language)}`,
        );
        expect(url?.getElementsByTagName('lastmod')[0]?.textContent).toBe(article[language]?.updated);
      }
    const newest = articles
      .flatMap((article) => article.fr?.updated ?? [])
      .sort()
      .at(-1);
    const journal = urls.find((url) => locOf(url) === `${origin}/journal`);
    expect(journal?.getElementsByTagName('lastmod')[0]?.textContent).toBe(newest);
    // The other pages have no date the build could vouch for.
    expect(urls.find((url) => locOf(url) === `${origin}/contact`)?.getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('pairs only the pages that exist in both languages', () => {
    const single = articles.filter((article) => article.languages.length === 1);
    expect(urls.length - paired.length).toBe(single.length);
    for (const article of single) {
      const [language = 'fr'] = article.languages;
      const url = urls.find(
        (candidate) => locOf(candidate) === `${origin}${localizedPath(`/journal/${article.slug}`, language)}`,
      );
      expect(url?.getElementsByTagNameNS(xhtml, 'link')).toHaveLength(0);
    }
  });

  it('gives each entry in both languages the three language alternates of its page', () => {
    for (const url of paired) {
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      const french = loc.replace(`${origin}/en/`, `${origin}/`);
      const links = [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) => ({
        rel: link.getAttribute('rel'),
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      }));
      expect(links).toEqual([
        { rel: 'alternate', hreflang: 'fr', href: french },
        { rel: 'alternate', hreflang: 'en', href: french.replace(`${origin}/`, `${origin}/en/`) },
        { rel: 'alternate', hreflang: 'x-default', href: french },
      ]);
    }
  });

  it('escapes what XML reserves', () => {
    const odd = parse(sitemapXml('https://a.example/?x=1&y="2"<', [{ path: '/' }]));
    expect(odd.getElementsByTagName('loc')[0]?.textContent).toBe('https://a.example/?x=1&y="2"</');
    expect(odd.getElementsByTagNameNS(xhtml, 'link')[0]?.getAttribute('href')).toBe('https://a.example/?x=1&y="2"</');
  });
});

describe('robotsTxt', () => {
  it('lets crawlers read the site but not the API, and names the sitemap', () => {
    const lines = robotsTxt(origin).split('\n');
    expect(lines.slice(0, 4)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', '']);
    expect(lines.slice(-2)).toEqual([`Sitemap: ${origin}/sitemap.xml`, '']);
  });
});
