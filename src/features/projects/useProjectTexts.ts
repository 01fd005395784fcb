import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '../../i18n/languages';
import { projectTexts, type ProjectTextsBySlug } from './projectsFilter';

// Keyed by the instance's resource store: react-i18next hands out a new wrapper of the instance after
// every language change, while the store (where the texts come from) stays the same object.
const cache = new WeakMap<I18n['store'], Map<Language, ProjectTextsBySlug>>();

/**
 * The portfolio's texts in the active language, as one object per language and i18next instance: the
 * same object every time, so the visible-projects selector stays memoized across renders and switches.
 */
export function useProjectTexts(): ProjectTextsBySlug {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage);
  let byLanguage = cache.get(i18n.store);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    cache.set(i18n.store, byLanguage);
  }
  let texts = byLanguage.get(language);
  if (texts === undefined) {
    texts = projectTexts(i18n.getFixedT(language));
    byLanguage.set(language, texts);
  }
  return texts;
}
