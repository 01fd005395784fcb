import { projectTexts, type ProjectTextsBySlug } from '../../src/features/projects/projectsFilter';
import type { Language } from '../../src/i18n/languages';
import { createStaticI18n } from '../../src/i18n/staticI18n';
import { fullDictionaries } from './fullDictionaries';

/** The projects' texts as the page reads them in `language` (useProjectTexts), from the real dictionaries. */
export function projectTextsIn(language: Language): ProjectTextsBySlug {
  return projectTexts(createStaticI18n(language, fullDictionaries).getFixedT(language));
}
