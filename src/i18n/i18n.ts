import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, resolveLanguage, type Language } from './languages';
import { siteLanguageDetector } from './detector';
import { dictionaryBackend } from './dictionaries';
import siteFr from './locales/siteFr.data';

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

/** The site's i18next: detects the language in the spec's order, caches it, loads English on demand. */
export async function initSiteI18n(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(siteLanguageDetector)
    .use(dictionaryBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      partialBundledLanguages: true,
      resources: { fr: { translation: siteFr } },
    });
  syncHtmlLang(i18n);
  return i18n;
}
