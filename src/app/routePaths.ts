/** Every page of the site: the router, prerendering, the sitemap and the end-to-end tests read this list. */
export const routePaths = ['/', '/projects', '/consultation', '/expertise', '/contact', '/legal'] as const;

export type RoutePath = (typeof routePaths)[number];

/**
 * Each route's name: its lazy chunk (the `webpackChunkName` in AppRoutes.tsx, which the build's prerender
 * step loads with the page) and its `meta.<name>` section of the dictionaries (src/seo/routeMeta.ts).
 */
export const routeNames = {
  '/': 'home',
  '/projects': 'projects',
  '/consultation': 'consultation',
  '/expertise': 'expertise',
  '/contact': 'contact',
  '/legal': 'legal',
} as const satisfies Record<RoutePath, string>;

/**
 * The route a pathname shows. The router matches without regard to case or a trailing slash, and its
 * catch-all shows the home page, so an unknown path is `/`: its metadata, and the page the server sends.
 */
export function routeOf(pathname: string): RoutePath {
  const normalized = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return routePaths.find((path) => path === normalized) ?? '/';
}
