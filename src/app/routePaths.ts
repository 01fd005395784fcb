/** Every page of the site: the router, the end-to-end tests and (later) prerendering read this list. */
export const routePaths = ['/', '/projects', '/consultation', '/expertise', '/contact', '/legal'] as const;

export type RoutePath = (typeof routePaths)[number];
