import { languages } from '../i18n/languages';
import {
  aiCrawlerGroups,
  allowsGroup,
  type AiCrawlerGroup,
  type AiCrawlerGroupName,
  type AiCrawlerSetting,
} from './aiCrawlers';
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

/**
 * Every crawler may read the site but not its API; a crawler obeys only the group naming it and ignores `*`'s,
 * so each AI group (`SITE_AI_CRAWLERS`) repeats the API's rule.
 */
export function robotsTxt(origin: string, aiCrawlers: AiCrawlerSetting = 'allow'): string {
  const everyone = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  const groups = (Object.entries(aiCrawlerGroups) as [AiCrawlerGroupName, AiCrawlerGroup][]).map(([name, group]) => [
    `# ${group.reason} (SITE_AI_CRAWLERS=${aiCrawlers})`,
    ...group.agents.map((agent) => `User-agent: ${agent}`),
    ...(allowsGroup(aiCrawlers, name) ? ['Allow: /', 'Disallow: /api/'] : ['Disallow: /']),
  ]);
  return [everyone, ...groups, [`Sitemap: ${origin}/sitemap.xml`]].map((lines) => lines.join('\n')).join('\n\n') + '\n';
}
