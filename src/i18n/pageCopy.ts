import { useTranslation } from 'react-i18next';
import { languages, type Language } from './languages';

/**
 * Adds a page's own copy, shipped in the page's chunk, to the i18next instance that renders it (the
 * site's, the prerender's, a test's), under `section` of the default namespace. Idempotent, so it can
 * run while rendering, before the page's first `t()`. A language whose dictionary is not loaded yet is
 * left alone: i18next would take the partial bundle for the whole language.
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
