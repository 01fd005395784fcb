/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { languageChosenByLink, languageOfPath, languageRedirect } from '../i18n/languagePaths';
import { languageCookie, languageKeptSeconds, resolveLanguage, type Language } from '../i18n/languages';
import { isAppRoute, notFoundPage, pageForRequest } from '../prerender/pages';
import { prerenderedPages } from '../prerender/prerenderedPages';

declare const self: ServiceWorkerGlobalScope;

// Every chunk, both dictionaries, the icons and every prerendered page (listed at build time). Navigations
// are never answered by file name: the navigation route below chooses the page as the server does.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

// Older builds' entries go only when this worker activates (the visitor accepted the update), so an open
// page keeps every chunk of the version it runs.
cleanupOutdatedCaches();

/** Keeps a choice of language as the server's Set-Cookie would (an answer made here carries none). */
async function rememberChosenLanguage(language: Language): Promise<void> {
  try {
    await self.cookieStore.set({
      name: languageCookie,
      value: language,
      path: '/',
      expires: Date.now() + languageKeptSeconds * 1000,
      sameSite: 'lax',
    });
  } catch {
    // No Cookie Store API (Firefox): the redirect still leads to the chosen address.
  }
}

function pageOfThisSite(referrer: string): URL | undefined {
  try {
    const from = new URL(referrer);
    return from.origin === self.location.origin ? from : undefined;
  } catch {
    return undefined;
  }
}

/** A precached page sent with the status the server gives it (404 for the not-found page). */
async function precachedPage(file: string, status: number): Promise<Response | undefined> {
  const page = await matchPrecache(`/${file}`);
  if (page === undefined || status === page.status) return page;
  return new Response(page.body, { status, statusText: 'Not Found', headers: page.headers });
}

// A route gets its address's prerendered page, an unknown address the not-found page (404), as from the
// server; a file's address goes to the network, offline to its language's not-found page (docs/offline.md).
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const target = languageRedirect(url);
      if (target !== undefined) {
        await rememberChosenLanguage(resolveLanguage(url.searchParams.get('lng')));
        return Response.redirect(new URL(target, url).href, 301);
      }
      if (!isAppRoute(url.pathname)) {
        try {
          return await fetch(request);
        } catch (error) {
          const notFound = notFoundPage(languageOfPath(url.pathname));
          const page = await precachedPage(notFound.file, notFound.status);
          if (page === undefined) throw error;
          return page;
        }
      }
      // A page reached from the other language's page (the toggle, before the app runs) is a choice.
      const chosen = languageChosenByLink(url.pathname, pageOfThisSite(request.referrer));
      if (chosen !== undefined) await rememberChosenLanguage(chosen);
      const page = pageForRequest(prerenderedPages, url.pathname);
      return (await precachedPage(page.file, page.status)) ?? fetch(request);
    },
    { denylist: [/^\/api(\/|$)/, /^\/img(\/|$)/] },
  ),
);
