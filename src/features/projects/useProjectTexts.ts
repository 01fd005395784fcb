import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { portfolio } from '../../content/portfolio';
import { resolveLanguage, type Language } from '../../i18n/languages';
import type { ProjectTextsBySlug } from './projectsFilter';

// Keyed by the instance's resource store: react-i18next hands out a new wrapper of the instance after
// every language change, while the store (where the texts come from) stays the same object.
const cache = new WeakMap<I18n['store'], Map<Language, ProjectTextsBySlug>>();

function buildTexts(i18n: I18n, language: Language): ProjectTextsBySlug {
  const t = i18n.getFixedT(language);
  return Object.fromEntries(
    portfolio.map(({ slug }) => [
      slug,
      { title: t(`projects.items.${slug}.title`), description: t(`projects.items.${slug}.description`) },
    ]),
  );
}

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
    texts = buildTexts(i18n, language);
    byLanguage.set(language, texts);
  }
  return texts;
}
