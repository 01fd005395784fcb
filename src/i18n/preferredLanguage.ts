import { resolveLanguage, type Language } from './languages';

/**
 * The visitor's language, decided in the spec's order: `?lng=`, the `i18next` cookie, local storage,
 * session storage, the browser's languages, `<html lang>`. The first value found decides; a regional code
 * counts as its base language and anything unsupported means French (as `resolveLanguage` says).
 *
 * The i18next detector calls this, and so does every prerendered page's inline script before the first
 * paint (src/prerender/pageScript.ts): one function, so the page chosen before JavaScript loads and the
 * language the app then hydrates in can never disagree.
 */
export function preferredLanguage(): Language {
  let found: string | null | undefined;
  const attempt = (read: () => string | null | undefined) => {
    if (found) return;
    try {
      found = read();
    } catch {
      // Storage and cookies can be refused (privacy settings): that source says nothing.
    }
  };
  attempt(() => new URLSearchParams(window.location.search).get('lng'));
  attempt(() => {
    const match = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
  });
  attempt(() => window.localStorage.getItem('i18nextLng'));
  attempt(() => window.sessionStorage.getItem('i18nextLng'));
  attempt(() => navigator.languages[0] ?? navigator.language);
  attempt(() => document.documentElement.lang);
  return resolveLanguage(found);
}
