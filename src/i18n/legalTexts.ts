import type { i18n as I18n } from 'i18next';
import en from './locales/legal/en';
import fr from './locales/legal/fr';
import { defaultLanguage, isLanguage } from './languages';

const texts = { fr, en };

/**
 * Adds the legal page's texts to the languages it may show: the active one and the fallback, once each
 * has its dictionary (adding to a language not loaded yet would make i18next skip loading the rest).
 * Synchronous, so the page's first render, prerendered or hydrated, already has them.
 */
export function addLegalTexts(i18n: I18n): void {
  for (const language of new Set([i18n.resolvedLanguage ?? i18n.language, defaultLanguage])) {
    if (!isLanguage(language) || !i18n.hasResourceBundle(language, 'translation')) continue;
    if (i18n.getResource(language, 'translation', 'legal') === undefined)
      i18n.addResourceBundle(language, 'translation', { legal: texts[language] }, true, false);
  }
}
