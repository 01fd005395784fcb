import { useTranslation } from 'react-i18next';
import { languages, type Language } from './languages';

/**
 * Adds a page's own copy to i18next under `section`. Idempotent, so it runs while rendering; a language not loaded
 * yet is left alone, as i18next would take the partial bundle for the whole language.
 */
export function usePageCopy<Copy extends object>(section: string, copy: Readonly<Record<Language, Copy>>): void {
  const { i18n } = useTranslation();
  for (const language of languages) {
    if (
      i18n.hasResourceBundle(language, 'translation') &&
      i18n.getResource(language, 'translation', section) === undefined
    )
      i18n.addResourceBundle(language, 'translation', { [section]: copy[language] }, true, false);
  }
}
