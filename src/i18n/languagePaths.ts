import { resolveLanguage, type Language } from './languages';

// Which language an address is in, and the same address in the other: for the router, the server, the
// service worker and the page script, which must not pull the route table in (its bytes count).

/** The path under which each language's pages live: French at the root, English under `/en/`. */
export const languageBase: Readonly<Record<Language, '' | '/en'>> = { fr: '', en: '/en' };

/**
 * The router's base for a language's pages: `/en/` with its slash, so the router writes links to the English
 * home as `/en/` and to its sections as `/en/#services`, the addresses the server answers without a redirect.
 */
export const routerBase = (language: Language): string | undefined =>
  language === 'fr' ? undefined : `${languageBase[language]}/`;

/** The language of an address: English under `/en/` (and `/en` itself), French everywhere else. */
export function languageOfPath(pathname: string): Language {
  return /^\/en(?:\/|$)/i.test(pathname) ? 'en' : 'fr';
}

/** The address within its language: `/en/projects` is `/projects`, `/en` and `/en/` are `/`. */
export function pathInLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'en' ? pathname.slice(languageBase.en.length) || '/' : pathname;
}

/** An address as the router matches it: without its language's base, in lower case, without a trailing slash. */
export function normalizedPath(pathname: string): string {
  return pathInLanguage(pathname)
    .toLowerCase()
    .replace(/(.)\/+$/, '$1');
}

/**
 * The same place in `language`: a path of the site under that language's base. Leading slashes and backslashes
 * become one, so `//evil.example/x` can never become another site's address.
 */
export function localizedPath(to: string, language: Language): string {
  return `${languageBase[language]}${to.replace(/^[/\\]+/, '/')}`;
}

/** The query parameter that names a language in an address (`?lng=en`). */
export const languageParameter = 'lng';

/**
 * Where an address with `?lng=` leads (old links): the same page in that language, its other parameters and hash
 * kept, always on the site's own origin; `undefined` without `?lng=`.
 */
export function languageRedirect(url: URL): string | undefined {
  const lng = url.searchParams.get(languageParameter);
  if (lng === null) return undefined;
  const search = new URLSearchParams(url.search);
  search.delete(languageParameter);
  const rest = search.toString();
  const query = rest === '' ? '' : `?${rest}`;
  return `${localizedPath(pathInLanguage(url.pathname), resolveLanguage(lng))}${query}${url.hash}`;
}

/**
 * The language a visitor chose by following a link to `pathname` from `from`, a page of the site in the other language
 * (the language toggle: every other link of a page stays in its language); `undefined` for any other navigation.
 */
export function languageChosenByLink(pathname: string, from: URL | undefined): Language | undefined {
  const language = languageOfPath(pathname);
  return from !== undefined && languageOfPath(from.pathname) !== language ? language : undefined;
}
