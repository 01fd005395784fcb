import { languageOfPath } from '../i18n/languagePaths';
import { isNotFound, notFoundPath, pageAt, pagesIn, type RoutePath, type SitePage } from '../app/routes';
import { defaultLanguage, languages, type Language } from '../i18n/languages';

/**
 * Where the build writes each prerendered page, and which one answers a request. Shared by the build, the production
 * server (from the build's manifest) and the service worker, so that the three always agree.
 */
export interface PrerenderedPage extends SitePage {
  language: Language;
  /** Relative to the build folder, without a leading slash. */
  file: string;
  /** 404 for the not-found page, whatever the address it answers; 200 for every other page. */
  status: 200 | 404;
}

const statusOf = (route: RoutePath) => (isNotFound(route) ? 404 : 200);

export function pageFile(path: string, language: Language): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return language === defaultLanguage ? `${name}.html` : `${language}/${name}.html`;
}

/** Every page in every language it exists in, as files of the build. */
export function prerenderedPagesOf(pages: readonly SitePage[]): PrerenderedPage[] {
  return languages.flatMap((language) =>
    pagesIn(pages, language).map((page) => ({
      ...page,
      language,
      file: pageFile(page.path, language),
      status: statusOf(page.route),
    })),
  );
}

/** The not-found page in `language`: what an unknown address, or a file the build did not publish, gets. */
export function notFoundPage(language: Language): PrerenderedPage {
  return { route: notFoundPath, path: notFoundPath, language, file: pageFile(notFoundPath, language), status: 404 };
}

/** A route of the app (no file extension in its last segment) gets a page; a file is a file. */
export function isAppRoute(pathname: string): boolean {
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * The page that answers a navigation, among the build's pages: the address's own page in its language (English under
 * `/en/`).
 */
export function pageForRequest(pages: readonly PrerenderedPage[], pathname: string): PrerenderedPage {
  const language = languageOfPath(pathname);
  return pageAt(
    pages.filter((page) => page.language === language),
    pathname,
  );
}
