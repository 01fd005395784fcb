import type { BackendModule, ReadCallback } from 'i18next';
import type { Dictionary } from './locales/dictionary';
import siteFr from './locales/siteFr.data';
import type { WithProjectCards } from './projectCards';
import { isLanguage, type Language } from './languages';

/**
 * French is the default and the fallback, so it ships in the main bundle; English is its own chunk,
 * fetched only by visitors who need it (and precached by the service worker for offline use).
 */
export function loadDictionary(language: Language): Promise<Dictionary & WithProjectCards> {
  return language === 'en'
    ? import(/* webpackChunkName: "locale-en" */ './locales/siteEn.data').then((module) => module.default)
    : Promise.resolve(siteFr);
}

export const dictionaryBackend: BackendModule = {
  type: 'backend',
  init() {
    return undefined;
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language: ${language}`), false);
      return;
    }
    loadDictionary(language).then(
      (dictionary) => {
        callback(null, dictionary);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};
