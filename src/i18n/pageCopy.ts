import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from './languages';

/**
 * Adds copy that ships with a chunk to i18next, as top-level `sections`. Idempotent; a language not loaded yet is
 * left alone, as i18next would take the partial bundle for the whole language.
 */
export function addCopySections<Sections extends Record<string, object>>(
  i18n: I18n,
  sections: Readonly<Record<Language, Sections>>,
): void {
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    for (const [section, copy] of Object.entries(sections[language]))
      if (i18n.getResource(language, 'translation', section) === undefined)
        i18n.addResourceBundle(language, 'translation', { [section]: copy }, true, false);
  }
}

/**
 * Adds the top-level `sections` a part brings (the footer's, the home's lower sections…) while it renders, and again
 * once the other language has loaded.
 */
export function useCopySections<Sections extends Record<string, object>>(
  sections: Readonly<Record<Language, Sections>>,
): void {
  const { i18n } = useTranslation();
  addCopySections(i18n, sections);
}

/** The same for a page whose copy is one section, `section`. */
export function usePageCopy<Copy extends object>(section: string, copy: Readonly<Record<Language, Copy>>): void {
  useCopySections({ fr: { [section]: copy.fr }, en: { [section]: copy.en } });
}
