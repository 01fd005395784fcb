import { normalizedPath } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';
import type { MetaCopy } from '../i18n/locales/dictionary';
import type { LeadKind } from '../lib/leads/kinds';

/** A page's `meta.<section>` of the dictionaries: its title and description (src/seo/routeMeta.ts). */
export type MetaSection = Exclude<keyof MetaCopy['meta'], 'ogImageAlt'>;

export interface RouteEntry {
  readonly path: `/${string}`;
  /** The page's lazy chunk: its key in AppRoutes' `pages`, its `webpackChunkName`, loaded with the prerendered page. */
  readonly chunk: string;
  readonly meta: MetaSection;
  /** False for a page reached only from a link we send (never in the sitemap, `noindex`). */
  readonly indexed: boolean;
  /** The lead its page sends, which joins the store once the page is on screen (src/app/leads/withLead.tsx). */
  readonly lead?: LeadKind;
  /** The call-booking widget may load here: only this page's CSP allows its hosts (server/responseHeaders.ts). */
  readonly bookingWidget?: true;
  /** One page per project of the content, its slug in place of `:slug` (see `expandRoutes`). */
  readonly eachProject?: true;
  /** One page per article of the journal, in the languages it is written in (see `expandRoutes`). */
  readonly eachArticle?: true;
  /** The footer offers no newsletter sign-up here: the page is where one is completed. */
  readonly completesSignup?: true;
  /** A detour kept short (the not-found page): the footer offers no newsletter sign-up here either. */
  readonly short?: true;
  /** The page every unknown address gets, answered with status 404 (see `pageAt`). */
  readonly notFound?: true;
}

/**
 * Every page of the site, once: the router, the prerender, the sitemap, the page metadata, the server's manifest and
 * the service worker read this table, expanded with the content's slugs (`expandRoutes`).
 */
export const routes = [
  { path: '/', chunk: 'home', meta: 'home', indexed: true },
  { path: '/projects', chunk: 'projects', meta: 'projects', indexed: true },
  {
    path: '/projects/:slug',
    chunk: 'caseStudy',
    meta: 'caseStudy',
    indexed: true,
    eachProject: true,
  },
  {
    path: '/consultation',
    chunk: 'consultation',
    meta: 'consultation',
    lead: 'consultation',
    bookingWidget: true,
    indexed: true,
  },
  { path: '/expertise', chunk: 'expertise', meta: 'expertise', indexed: true },
  { path: '/journal', chunk: 'journal', meta: 'journal', indexed: true },
  {
    path: '/journal/:slug',
    chunk: 'article',
    meta: 'article',
    indexed: true,
    eachArticle: true,
  },
  { path: '/contact', chunk: 'contact', meta: 'contact', lead: 'contact', indexed: true },
  { path: '/legal', chunk: 'legal', meta: 'legal', indexed: true },
  {
    path: '/newsletter/confirm',
    chunk: 'newsletterConfirm',
    meta: 'newsletterConfirm',
    indexed: false,
    completesSignup: true,
  },
  // A notice that the address does not exist, a search of the work and links to the main pages.
  // Its own address is `/404` (`404.html`, as static hosts name it); any unknown address gets it too.
  { path: '/404', chunk: 'notFound', meta: 'notFound', indexed: false, notFound: true, short: true },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof routes)[number];
export type RoutePath = Route['path'];
export type RouteChunk = Route['chunk'];

export const routePaths: readonly RoutePath[] = routes.map((route) => route.path);

export const allowsBookingWidget = (path: RoutePath): boolean =>
  routes.some((route) => route.path === path && 'bookingWidget' in route);

/** Whether the footer offers the newsletter sign-up on this page. */
export const offersFooterSignup = (path: RoutePath): boolean =>
  !routes.some((route) => route.path === path && ('completesSignup' in route || 'short' in route));

/**
 * Whether a link within the site must load its target as a new document: a page that allows the booking
 * widget needs its own CSP, which a page rendered in another page's document would not have.
 */
export function loadsOwnDocument(to: string): boolean {
  const path = routePaths.find((candidate) => candidate === to.replace(/[?#].*$/, ''));
  return path !== undefined && allowsBookingWidget(path);
}

export function routeAt(path: RoutePath): Route {
  const route = routes.find((entry) => entry.path === path);
  if (route === undefined) throw new Error(`No route ${path}`);
  return route;
}

/** The page of an unknown address: a "page not found" notice, a search of the work and the main pages. */
export const notFoundPath = '/404' satisfies RoutePath;

/** Whether a route is the not-found page, which the server and the service worker answer with status 404. */
export const isNotFound = (path: RoutePath): boolean =>
  routes.some((route) => route.path === path && 'notFound' in route);

/** One page of the site: a route, with a project's or an article's slug where the route has one per slug. */
export interface SitePage {
  readonly route: RoutePath;
  /** Its address within a language (`/projects/kalma`). */
  readonly path: `/${string}`;
  readonly slug?: string;
  /** The languages it exists in, when not both: an article written in one language only. */
  readonly languages?: readonly Language[];
}

/** An article as the route table needs it: its slug and the languages it is written in. */
export interface ArticleEntry {
  readonly slug: string;
  readonly languages: readonly Language[];
}

/**
 * Every page: each route once, a route with `eachProject` once per project, one with `eachArticle` once per
 * article (in its languages only), in the table's order.
 */
export function expandRoutes(projectSlugs: readonly string[], articles: readonly ArticleEntry[] = []): SitePage[] {
  return routes.flatMap((route): SitePage[] => {
    if ('eachProject' in route)
      return projectSlugs.map((slug) => ({ route: route.path, path: `/projects/${slug}`, slug }));
    if ('eachArticle' in route)
      return articles.map(({ slug, languages }) => ({
        route: route.path,
        path: `/journal/${slug}`,
        slug,
        ...(languages.length === 1 ? { languages } : {}),
      }));
    return [{ route: route.path, path: route.path }];
  });
}

/** Whether a page exists in `language` (an article may be written in the other one only). */
export const existsIn = (page: SitePage, language: Language): boolean =>
  page.languages === undefined || page.languages.includes(language);

/** The pages that exist in `language`. */
export const pagesIn = <Page extends SitePage>(pages: readonly Page[], language: Language): Page[] =>
  pages.filter((page) => existsIn(page, language));

/**
 * The page a pathname shows, among `pages`: the one place that decides "page or not found", for the router's metadata,
 * the server, the service worker and the build.
 */
export function pageAt<Page extends { readonly path: string }>(pages: readonly Page[], pathname: string): Page {
  const normalized = normalizedPath(pathname);
  const page =
    pages.find((candidate) => candidate.path === normalized) ??
    pages.find((candidate) => candidate.path === notFoundPath);
  if (page === undefined) throw new Error('The pages have no not-found page');
  return page;
}
