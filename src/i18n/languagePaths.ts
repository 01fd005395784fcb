import { resolveLanguage, type Language } from './languages';

// Which language an address is in, and the same address in the other: for the router, the server, the
// service worker and the page script, which must not pull the route table in (its bytes count).

/** The path under which each language's pages live: French at the root, English under `/en/`. */
export const languageBase: Readonly<Record<Language, '' | '/en'>> = { fr: '', en: '/en' };

/** The language of an address: English under `/en/` (and `/en` itself), French everywhere else. */
export function languageOfPath(pathname: string): Language {
  return /^\/en(?:\/|$)/i.test(pathname) ? 'en' : 'fr';
}

/** The address within its language: `/en/projects` is `/projects`, `/en` and `/en/` are `/`. */
export function pathInLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'en' ? pathname.slice(languageBase.en.length) || '/' : pathname;
}

/** The same place in `language`: a path of the site (with its query and hash) under that language's base. */
export function localizedPath(to: string, language: Language): string {
  return `${languageBase[language]}${to}`;
}

/** The query parameter that names a language in an address (`?lng=en`). */
export const languageParameter = 'lng';

/**
 * Where an address with `?lng=` leads (the spec's first detection source, kept for old links): the same
 * page in that language (an unsupported value means French), without `lng`, its other parameters and hash
 * kept. `undefined` when the address has no `?lng=`.
 */
export function languageRedirect(url: URL): string | undefined {
  const lng = url.searchParams.get(languageParameter);
  if (lng === null) return undefined;
  const target = new URL(url.href);
  target.searchParams.delete(languageParameter);
  target.pathname = localizedPath(pathInLanguage(url.pathname), resolveLanguage(lng));
  return `${target.pathname}${target.search}${target.hash}`;
}
