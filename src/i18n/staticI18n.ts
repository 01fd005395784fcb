import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCards from '../content/projectCopy.en.data';
import frenchCards from '../content/projectCopy.fr.data';
import { baseOptions } from './i18n';
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
      fr: { translation: withProjectCards(dictionaries.fr, frenchCards) },
      en: { translation: withProjectCards(dictionaries.en, englishCards) },
    },
  });
  return i18n;
}
