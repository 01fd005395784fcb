import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, resolveLanguage, type Language } from './languages';
import { detectionOptions, SiteLanguageDetector } from './detector';
import { dictionaryBackend } from './dictionaries';

export const baseOptions: InitOptions = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  load: 'languageOnly',
  // React escapes what it renders; translations are never injected as HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
};

export function activeLanguage(i18n: I18n): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Keeps `<html lang>` equal to the active language, now and after every switch. */
export function syncHtmlLang(i18n: I18n, root: HTMLElement = document.documentElement): void {
  const apply = () => {
    root.lang = activeLanguage(i18n);
  };
  apply();
  i18n.on('languageChanged', apply);
}

/**
 * The site's i18next: the address's language, kept for the next visit, its dictionary loaded from its chunk (on
 * a prerendered page, loaded already with the app). No fallback language: each dictionary is complete (the type
 * check holds English to French's keys), and a fallback would make an English page wait for the French chunk.
 */
export async function initSiteI18n(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(SiteLanguageDetector)
    .use(dictionaryBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: detectionOptions,
      fallbackLng: false,
    });
  syncHtmlLang(i18n);
  return i18n;
}
