import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, resolveLanguage, type Language } from './languages';
import { dictionaryBackend } from './dictionaries';
import { languageOfPath } from './languagePaths';
import { cookieLanguage, storedLanguage } from './storedLanguage';

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
 * The site's i18next: the address's language, its dictionary loaded from its chunk (on a prerendered page, loaded
 * already with the app). No fallback language: each dictionary is complete (the type check holds English to
 * French's keys), and a fallback would make an English page wait for the French chunk.
 */
export async function initSiteI18n(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n
    .use(dictionaryBackend)
    .use(initReactI18next)
    .init({ ...baseOptions, lng: languageOfPath(window.location.pathname), fallbackLng: false });
  syncHtmlLang(i18n);
  return i18n;
}

/**
 * Keeps the language shown, now and after every switch, where the next visit's detection reads it (see
 * `detectionOptions`). The detector is a chunk of its own, loaded once the page answers taps: the address alone
 * chooses the language before that. `storedWhenOpened` is what was stored as the page started: a choice stored
 * since (another tab, or the worker following the next address's `?lng=` while this page is still open) is newer
 * than this page's language and stays.
 */
export async function keepLanguageForNextVisit(
  i18n: I18n,
  storedWhenOpened: Language | undefined = storedLanguage(),
): Promise<void> {
  const { detectionOptions, default: LanguageDetector } = await import(
    /* webpackChunkName: "languageDetector" */ './detector'
  );
  const detector = new LanguageDetector(i18n.services, detectionOptions);
  const keep = () => {
    detector.cacheUserLanguage(activeLanguage(i18n));
  };
  // Nothing to write when the cookie already holds it: a write of the same value could still land after the
  // worker's newer one (the next address's `?lng=`), as both travel to the browser's cookie store on their own.
  if (storedLanguage() === storedWhenOpened && cookieLanguage() !== activeLanguage(i18n)) keep();
  i18n.on('languageChanged', keep);
}
