import { languageOfPath } from '../i18n/languagePaths';
import { isNotFound, notFoundPath, routeOf, routePaths, type RoutePath } from '../app/routes';
import { defaultLanguage, languages, type Language } from '../i18n/languages';

/**
 * Where the build writes each prerendered page, and which one answers a request. Shared by the build,
 * the production server and the service worker, so that the three always agree.
 *
 * French pages sit at the top of the build (`/projects` is `projects.html`, as most static hosts would
 * serve it); English ones under `en/`, as their addresses are (`/en/projects` is `en/projects.html`).
 */
export interface PrerenderedPage {
  path: RoutePath;
  language: Language;
  /** Relative to the build folder, without a leading slash. */
  file: string;
  /** 404 for the not-found page, whatever the address it answers; 200 for every other page. */
  status: 200 | 404;
}

const statusOf = (path: RoutePath) => (isNotFound(path) ? 404 : 200);

export function pageFile(path: RoutePath, language: Language): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return language === defaultLanguage ? `${name}.html` : `${language}/${name}.html`;
}

export const prerenderedPages: readonly PrerenderedPage[] = languages.flatMap((language) =>
  routePaths.map((path) => ({ path, language, file: pageFile(path, language), status: statusOf(path) })),
);

/** The not-found page in `language`: what an unknown address, or a file the build did not publish, gets. */
export function notFoundPage(language: Language): PrerenderedPage {
  return { path: notFoundPath, language, file: pageFile(notFoundPath, language), status: 404 };
}

/** A route of the app (no file extension in its last segment) gets a page; a file is a file. */
export function isAppRoute(pathname: string): boolean {
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * The page that answers a navigation: the route's own page in the address's language (English under
 * `/en/`). A path that is no route gets its language's not-found page (status 404); the client renders it
 * afresh rather than hydrating, since its address differs from the one it was rendered for.
 */
export function pageForRequest(pathname: string): PrerenderedPage {
  const language = languageOfPath(pathname);
  const path = routeOf(pathname);
  return { path, language, file: pageFile(path, language), status: statusOf(path) };
}
