import type { BackendModule, ReadCallback } from 'i18next';
import type { Dictionary } from './locales/dictionary';
import type { WithProjectCards } from './projectCards';
import { isLanguage, type Language } from './languages';

/**
 * Each language's dictionary is a chunk of its own, which each prerendered page loads with the app in its
 * language only (PrerenderPlugin's `languageChunks`): an English page does not carry the French copy. The
 * service worker precaches both for offline use.
 */
export function loadDictionary(language: Language): Promise<Dictionary & WithProjectCards> {
  return language === 'en'
    ? import(/* webpackChunkName: "locale-en" */ './locales/siteEn.data').then((module) => module.default)
    : import(/* webpackChunkName: "locale-fr" */ './locales/siteFr.data').then((module) => module.default);
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
