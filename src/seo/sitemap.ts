import { routeAt, type SitePage } from '../app/routes';
import { languages, type Language } from '../i18n/languages';
import {
  aiCrawlerGroups,
  allowsGroup,
  type AiCrawlerGroup,
  type AiCrawlerGroupName,
  type AiCrawlerSetting,
} from './aiCrawlers';
import { alternatesOf, hreflangs, pageUrl } from './routeMeta';
import { escapeXml } from './xml';

/** A page the sitemap lists: its address, the languages it exists in (both when absent), when it last changed. */
export interface SitemapEntry {
  readonly path: string;
  readonly languages?: readonly Language[];
  /** `YYYY-MM-DD` in each language, where the page knows it (the journal's pages). */
  readonly lastmod?: Partial<Record<Language, string>>;
}

/** The pages the sitemap lists (the indexed ones), with their languages and, where known, when they last changed. */
export function sitemapEntriesOf(
  pages: readonly SitePage[],
  lastmod: Readonly<Record<string, Partial<Record<Language, string>>>> = {},
): SitemapEntry[] {
  return pages
    .filter((page) => routeAt(page.route).indexed)
    .map((page) => {
      const modified = lastmod[page.path];
      return {
        path: page.path,
        ...(page.languages === undefined ? {} : { languages: page.languages }),
        ...(modified === undefined ? {} : { lastmod: modified }),
      };
    });
}

/**
 * One `<url>` per page and language, each listing all the language versions of its page (itself
 * included), as search engines expect of `hreflang` in a sitemap; a page in one language lists none.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, languages: written = languages, lastmod = {} }) => {
    const alternates = alternatesOf(origin, path);
    const links =
      written.length < languages.length
        ? []
        : hreflangs.map(
            (hreflang) =>
              `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(alternates[hreflang])}"/>`,
          );
    return written.map((language) => {
      const modified = lastmod[language];
      return [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(origin, path, language))}</loc>`,
        ...(modified === undefined ? [] : [`    <lastmod>${modified}</lastmod>`]),
        ...links,
        '  </url>',
      ].join('\n');
    });
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
