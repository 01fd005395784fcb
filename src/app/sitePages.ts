import { journalIndex } from '../content/journalIndex.data';
import { portfolio } from '../content/portfolio';
import type { Language } from '../i18n/languages';
import { expandRoutes, pageAt, pagesIn, type SitePage } from './routes';

/** Every page of the site: the route table with the portfolio's and the journal's slugs. */
export const sitePages: readonly SitePage[] = expandRoutes(
  portfolio.map((project) => project.slug),
  journalIndex,
);

/**
 * The page an address shows in `language` (the not-found page for an unknown one, or for an article not written
 * in that language).
 */
export const pageOf = (pathname: string, language: Language): SitePage =>
  pageAt(pagesIn(sitePages, language), pathname);
