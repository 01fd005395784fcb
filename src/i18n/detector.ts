import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import type { Language } from './languages';
import { preferredLanguage } from './preferredLanguage';

export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/**
 * The stock detector hands i18next every value it finds and lets it pick the best supported one, so
 * `?lng=de` with an English browser would give English. The product wants the first value found to
 * decide, and an unsupported one to mean French: `preferredLanguage`, the very function each prerendered
 * page runs before its first paint. The stock detector still caches the choice (`caches`).
 */
export class SiteLanguageDetector extends LanguageDetector {
  override detect(): Language {
    return preferredLanguage();
  }
}
