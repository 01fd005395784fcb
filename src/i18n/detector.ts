import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { languageOfPath } from './languagePaths';
import { languageCookie, languageKeptSeconds, languageStorageKey, type Language } from './languages';

export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: languageCookie,
  lookupLocalStorage: languageStorageKey,
  lookupSessionStorage: languageStorageKey,
  // The language shown, kept where the next visit's detection reads it: the page script reads storage, the
  // server the cookie (which it can see before sending anything).
  caches: ['localStorage', 'cookie'],
  cookieMinutes: languageKeptSeconds / 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

/**
 * A page's language is its address's (English under `/en/`): the detection order chose the address already, at the
 * server (`?lng=`, the cookie, the browser) or in the page script (storage).
 */
export class SiteLanguageDetector extends LanguageDetector {
  override detect(): Language {
    return languageOfPath(window.location.pathname);
  }
}
