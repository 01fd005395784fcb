import { portfolio } from '../content/portfolio';
import { expandRoutes, pageAt, type SitePage } from './routes';

/** Every page of the site: the route table with the portfolio's slugs. */
export const sitePages: readonly SitePage[] = expandRoutes(portfolio.map((project) => project.slug));

/** The page an address shows (the home page for an unknown one, as the router's catch-all does). */
export const pageOf = (pathname: string): SitePage => pageAt(sitePages, pathname);
