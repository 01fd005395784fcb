import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { languageCookie, languageKeptSeconds, languageStorageKey } from './languages';

/**
 * Where the language shown is kept for the next visit's detection: the page script reads storage, the server the
 * cookie (which it can see before sending anything). The address itself always decides the page's language.
 */
export const detectionOptions: DetectorOptions = {
  lookupCookie: languageCookie,
  lookupLocalStorage: languageStorageKey,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: languageKeptSeconds / 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

export default LanguageDetector;
