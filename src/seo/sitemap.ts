import { languages } from '../i18n/languages';
import { alternatesOf, hreflangs, pageUrl } from './routeMeta';

const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

/**
 * One `<url>` per page and language, each listing all the language versions of its page (itself
 * included), as search engines expect of `hreflang` in a sitemap.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = alternatesOf(origin, path);
    const links = hreflangs.map(
      (hreflang) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(alternates[hreflang])}"/>`,
    );
    return languages.map((language) =>
      ['  <url>', `    <loc>${escapeXml(pageUrl(origin, path, language))}</loc>`, ...links, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
