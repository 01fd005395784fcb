import { languageCookie, languageKeptSeconds, languageStorageKey, resolveLanguage, type Language } from './languages';

// Plain `en` or `fr` as the app and the server write it: nothing to decode.
const cookieValue = () => document.cookie.match(`(?:^|; )${languageCookie}=([^;]*)`)?.[1];

/** The language the `i18next` cookie holds (what the server and the worker read and write), or undefined. */
export function cookieLanguage(): Language | undefined {
  try {
    const value = cookieValue();
    return value ? resolveLanguage(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language chosen in this browser (the `i18next` cookie, local, then session storage), or undefined. Browser
 * languages are the server's to answer, and a crawler, with nothing stored, must get the address it asked for.
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
  attempt(cookieValue);
  attempt(() => window.localStorage.getItem(languageStorageKey));
  attempt(() => window.sessionStorage.getItem(languageStorageKey));
  return found ? resolveLanguage(found) : undefined;
}

/** Keeps `language` as the visitor's choice where the detection reads it: local storage and the cookie. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused: the cookie still carries the choice.
  }
  document.cookie = `${languageCookie}=${language};path=/;max-age=${String(languageKeptSeconds)};samesite=lax`;
}
