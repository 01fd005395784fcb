import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCards from '../content/projectCopy.en.data';
import frenchCards from '../content/projectCopy.fr.data';
import { baseOptions } from './i18n';
import metaEn from './locales/meta/en';
import metaFr from './locales/meta/fr';
import type { Language } from './languages';
import type { Dictionary } from './locales/dictionary';
import { withProjectCards } from './projectCards';

/**
 * A fixed-language instance with both dictionaries (and the projects' cards) already in memory: for tests
 * and server rendering. Apart from i18n.ts, so the browser's main bundle never holds the English cards.
 */
export function createStaticI18n(language: Language, dictionaries: Record<Language, Dictionary>): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    ...baseOptions,
    lng: language,
    initAsync: false,
    resources: {
      // With the pages' titles and descriptions, which the server writes into every head.
      fr: { translation: withProjectCards({ ...dictionaries.fr, ...metaFr }, frenchCards) },
      en: { translation: withProjectCards({ ...dictionaries.en, ...metaEn }, englishCards) },
    },
  });
  return i18n;
}
