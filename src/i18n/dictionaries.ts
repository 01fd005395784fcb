import type { BackendModule, ReadCallback } from 'i18next';
import frenchCards from '../content/projectCopy.fr.data';
import type { Dictionary } from './locales/dictionary';
import fr from './locales/fr';
import { withProjectCards, type WithProjectCards } from './projectCards';
import { isLanguage, type Language } from './languages';

/**
 * French is the default and the fallback, so it ships in the main bundle; English is its own chunk,
 * fetched only by visitors who need it (and precached by the service worker for offline use).
 */
export function loadDictionary(language: Language): Promise<Dictionary & WithProjectCards> {
  return language === 'en'
    ? Promise.all([
        import(/* webpackChunkName: "locale-en" */ './locales/en'),
        import(/* webpackChunkName: "locale-en" */ '../content/projectCopy.en.data'),
      ]).then(([dictionary, cards]) => withProjectCards(dictionary.default, cards.default))
    : Promise.resolve(withProjectCards(fr, frenchCards));
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
