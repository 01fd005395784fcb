import { portfolio, type Project, type ProjectCategory } from '../../content/portfolio';

/** The category filter: every project, or one category. */
export type CategoryFilter = 'all' | ProjectCategory;

export interface ProjectsFilter {
  readonly search: string;
  readonly category: CategoryFilter;
}

export const noFilter: ProjectsFilter = { search: '', category: 'all' };

/** A project's words in the active language (its tags are the same in every language). */
export interface ProjectTexts {
  readonly title: string;
  readonly description: string;
}

/** Each project's texts, by slug. */
export type ProjectTextsBySlug = Readonly<Record<string, ProjectTexts>>;

/** Each project's card texts in the language `t` speaks: what the page's cards show and its search reads. */
export function projectTexts(t: (key: `projects.items.${string}.${keyof ProjectTexts}`) => string): ProjectTextsBySlug {
  return Object.fromEntries(
    portfolio.map(({ slug }) => [
      slug,
      { title: t(`projects.items.${slug}.title`), description: t(`projects.items.${slug}.description`) },
    ]),
  );
}

const noTexts: ProjectTexts = { title: '', description: '' };

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
 * The spec's rule: the search text is a case-insensitive substring of the title, the description or one
 * of the tags (in the active language), and the project is in the chosen category. Both must hold.
 */
export function projectMatches(project: Project, texts: ProjectTexts, filter: ProjectsFilter): boolean {
  if (filter.category !== 'all' && project.category !== filter.category) return false;
  const needle = filter.search.toLowerCase();
  return [texts.title, texts.description, ...project.tags].some((text) => text.toLowerCase().includes(needle));
}

export function filterProjects(
  projects: readonly Project[],
  texts: ProjectTextsBySlug,
  filter: ProjectsFilter,
): readonly Project[] {
  return projects.filter((project) => projectMatches(project, texts[project.slug] ?? noTexts, filter));
}
