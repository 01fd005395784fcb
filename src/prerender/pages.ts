import { languageOfPath } from '../i18n/languagePaths';
import { routeOf, routePaths, type RoutePath } from '../app/routes';
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
}

export function pageFile(path: RoutePath, language: Language): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return language === defaultLanguage ? `${name}.html` : `${language}/${name}.html`;
}

export const prerenderedPages: readonly PrerenderedPage[] = languages.flatMap((language) =>
  routePaths.map((path) => ({ path, language, file: pageFile(path, language) })),
);

/**
 * The page that answers a navigation: the route's own page in the address's language (English under
 * `/en/`). A path that is no route (the catch-all shows its language's home page) gets that home page;
 * the client renders it afresh rather than hydrating, since its address differs from the one it was
 * rendered for.
 */
export function pageForRequest(pathname: string): PrerenderedPage {
  const language = languageOfPath(pathname);
  const path = routeOf(pathname);
  return { path, language, file: pageFile(path, language) };
}
