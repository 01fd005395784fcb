import { indexedRoutePaths, routes } from '../../../src/app/routes';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap';

const origin = 'https://www.studio-nova.example';
const xhtml = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemapXml', () => {
  const document = parse(sitemapXml(origin, indexedRoutePaths));
  const listed = routes.filter((route) => route.indexed);
  const urls = [...document.getElementsByTagName('url')];

  it('is a sitemaps.org urlset', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('lists every indexed route of the route table at its address in each language, and no other', () => {
    expect(urls).toHaveLength(12);
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual(
      listed.flatMap((route) => [`${origin}${route.urls.fr}`, `${origin}${route.urls.en}`]),
    );
    expect(listed.map((route) => route.urls.fr)).toEqual(indexedRoutePaths);
    expect(indexedRoutePaths).not.toContain('/newsletter/confirm');
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
    expect(robotsTxt(origin).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]);
  });
});
