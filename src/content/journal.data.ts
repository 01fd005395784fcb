// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { articleCardsOf, readJournal } from '../../scripts/content/journal';
import { readProjects } from '../../scripts/content/projects';
import type { ArticleCard } from './article';

/** The journal's articles from content/journal/, newest first: their cards in each language they are written in. */
export const articles: readonly ArticleCard[] = articleCardsOf(
  readJournal(readProjects().map((project) => project.card.slug)),
);
