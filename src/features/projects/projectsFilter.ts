import type { TFunction } from 'i18next';
import { portfolio, type Project, type ProjectCategory } from '../../content/portfolio';

/** The category filter: every project, or one category. */
export type CategoryFilter = 'all' | ProjectCategory;

export interface ProjectsFilter {
  readonly search: string;
  readonly category: CategoryFilter;
}

export const noFilter: ProjectsFilter = { search: '', category: 'all' };

/** A project's words in the active language (its client and tags are the same in every language). */
export interface ProjectTexts {
  readonly title: string;
  readonly description: string;
  /** Its category's name as the card's badge shows it ("Santé", "Healthcare"). */
  readonly categoryName: string;
  readonly sector: string;
  readonly services: readonly string[];
}

/** Each project's texts, by slug. */
export type ProjectTextsBySlug = Readonly<Record<string, ProjectTexts>>;

/** Each project's card texts in the language `t` speaks: what the page's cards show and its search reads. */
export function projectTexts(t: TFunction): ProjectTextsBySlug {
  return Object.fromEntries(
    portfolio.map(({ slug, category }) => [
      slug,
      {
        title: t(`projects.items.${slug}.title`),
        description: t(`projects.items.${slug}.description`),
        categoryName: t(`projects.categories.${category}`),
        sector: t(`projects.items.${slug}.sector`),
        services: t(`projects.items.${slug}.services`, { returnObjects: true }),
      },
    ]),
  );
}

const noTexts: ProjectTexts = { title: '', description: '', categoryName: '', sector: '', services: [] };

/** The categories the dropdown offers: those of the portfolio, each once, in portfolio order. */
export const portfolioCategories: readonly ProjectCategory[] = [
  ...new Set(portfolio.map((project) => project.category)),
];

/** Anything else than `all` or a category of the portfolio (a stale or hand-edited link) means `all`. */
export function toCategoryFilter(value: string | null | undefined): CategoryFilter {
  return portfolioCategories.find((category) => category === value) ?? 'all';
}

export function isFiltered(filter: ProjectsFilter): boolean {
  return filter.search !== '' || filter.category !== 'all';
}

/**
 * A text as the search compares it: accents, case and everything but letters and digits left out, so
 * "sante" finds "Santé", "ecommerce" "E-commerce" and "node js" "Node.js".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The search text, compared by its `searchKey`, is part of one of the project's words in the active language
 * (title, description, category, client, sector, a service or a technology), and the project is in the chosen
 * category. Both must hold.
 */
export function projectMatches(project: Project, texts: ProjectTexts, filter: ProjectsFilter): boolean {
  if (filter.category !== 'all' && project.category !== filter.category) return false;
  const needle = searchKey(filter.search);
  const words = [
    texts.title,
    texts.description,
    texts.categoryName,
    project.client,
    texts.sector,
    ...texts.services,
    ...project.tags,
  ];
  return words.some((text) => searchKey(text).includes(needle));
}

export function filterProjects(
  projects: readonly Project[],
  texts: ProjectTextsBySlug,
  filter: ProjectsFilter,
): readonly Project[] {
  return projects.filter((project) => projectMatches(project, texts[project.slug] ?? noTexts, filter));
}
