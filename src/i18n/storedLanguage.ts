import { resolveLanguage, type Language } from './languages';

/**
 * The language the visitor chose, in the spec's order after `?lng=` (which leads to its address first,
 * see `languageRedirect`): the `i18next` cookie, local storage, session storage. The first value found decides (unsupported means
 * French, as `resolveLanguage` says); `undefined` when none says anything. The browser's languages are not
 * read here: the server answers them before sending a page (server/languageRedirect.ts), and a crawler,
 * which has nothing stored, must get the address it asked for.
 */
export function storedLanguage(): Language | undefined {
  let found: string | null | undefined;
  const attempt = (read: () => string | null | undefined) => {
    if (found) return;
    try {
      found = read();
    } catch {
      // Storage and cookies can be refused (privacy settings): that source says nothing.
    }
  };
  attempt(() => {
    const match = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
  });
  attempt(() => window.localStorage.getItem('i18nextLng'));
  attempt(() => window.sessionStorage.getItem('i18nextLng'));
  return found ? resolveLanguage(found) : undefined;
}
