import { sitePages } from '../../src/app/sitePages';

/** One page of each route (a route per project: its first project's), for checks that need not see them all. */
export const pagePerRoute = sitePages.filter(
  (page, index) => sitePages.findIndex((other) => other.route === page.route) === index,
);
