import { toCategoryFilter, type ProjectsFilter } from './projectsFilter';

/** The filters' names in the address bar: `/projects?q=react&category=ai`. */
export const searchParam = 'q';
export const categoryParam = 'category';

export function filterFromSearchParams(params: URLSearchParams): ProjectsFilter {
  return { search: params.get(searchParam) ?? '', category: toCategoryFilter(params.get(categoryParam)) };
}

/**
 * The same address with the filter written in, every other parameter (such as `lng`) kept. Empty filters
 * leave no trace, so the unfiltered page keeps its plain `/projects` address.
 */
export function withFilter(params: URLSearchParams, filter: ProjectsFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.search === '') next.delete(searchParam);
  else next.set(searchParam, filter.search);
  if (filter.category === 'all') next.delete(categoryParam);
  else next.set(categoryParam, filter.category);
  return next;
}
