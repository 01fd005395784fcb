import { routeAt } from '../../../src/app/routes';
import { sitePages } from '../../../src/app/sitePages';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap';

const origin = 'https://www.studio-nova.example';
const xhtml = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemapXml', () => {
  const indexedPaths = sitePages.filter((page) => routeAt(page.route).indexed).map((page) => page.path);
  const document = parse(sitemapXml(origin, indexedPaths));
  const urls = [...document.getElementsByTagName('url')];

  it('is a sitemaps.org urlset', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every indexed page, each project’s case study included, at its address in each language, and no other', () => {
    expect(urls).toHaveLength(24);
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual(
      indexedPaths.flatMap((path) => [`${origin}${path}`, `${origin}/en${path === '/' ? '/' : path}`]),
    );
    expect(indexedPaths).toContain('/projects/kalma');
    expect(indexedPaths).not.toContain('/newsletter/confirm');
  });

  it('gives each entry the three language alternates of its page', () => {
    for (const url of urls) {
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
    const odd = parse(sitemapXml('https://a.example/?x=1&y="2"<', ['/']));
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
