import { sitePages } from '../app/sitePages';
import { prerenderedPagesOf } from './pages';

/** The pages the build writes: every page of the site in both languages. */
export const prerenderedPages = prerenderedPagesOf(sitePages);
