import type { RoutePath } from '../routes';

/**
 * Which pages offer each WebMCP tool (where its action lives): the tools' chunk and `/llms.txt` read it, so no
 * React or content here.
 */
export const toolPages = {
  search_projects: ['/', '/projects'],
  request_consultation: ['/consultation'],
  send_contact_message: ['/contact'],
  // The footer's sign-up: every page but the one that completes a sign-up and the not-found page (offersFooterSignup,
  // checked by a unit test; read from the route table, it would cost main.js an export for this chunk).
  subscribe_newsletter: [
    '/',
    '/projects',
    '/projects/:slug',
    '/consultation',
    '/expertise',
    '/journal',
    '/journal/:slug',
    '/contact',
    '/legal',
  ],
} as const satisfies Readonly<Record<string, readonly RoutePath[]>>;

export type ToolName = keyof typeof toolPages;

export const toolNames = Object.keys(toolPages) as ToolName[];

/** The tools a page offers, in the catalog's order. */
export function toolsOfRoute(route: RoutePath): ToolName[] {
  return toolNames.filter((name) => (toolPages[name] as readonly RoutePath[]).includes(route));
}
