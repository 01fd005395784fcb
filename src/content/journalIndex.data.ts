// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { articleCardsOf, readJournal } from '../../scripts/content/journal';
import { readProjects } from '../../scripts/content/projects';
import type { Language } from '../i18n/languages';

/** Each article's address and languages, all the route table needs (every page carries it: no words here). */
export const journalIndex: readonly { readonly slug: string; readonly languages: readonly Language[] }[] =
  articleCardsOf(readJournal(readProjects().map((project) => project.card.slug))).map(({ slug, languages }) => ({
    slug,
    languages,
  }));
