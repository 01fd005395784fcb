import { sitePages } from '../../src/app/sitePages';

/**
 * One page of each route (a route per project or article: its first one in both languages), for checks that need
 * not see them all.
 */
export const pagePerRoute = sitePages.filter(
  (page) => page === sitePages.find((other) => other.route === page.route && other.languages === undefined),
);
