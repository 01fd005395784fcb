/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { site } from './config/site';
import {
  classifyRelayAnswer,
  deliveredStatus,
  LEAD_REPLAYED,
  type LeadKind,
  type LeadReplayed,
} from './lib/leads/answers';
import { languageChosenByLink, languageOfPath, languageRedirect } from './i18n/languagePaths';
import { languageCookie, languageKeptSeconds, resolveLanguage, type Language } from './i18n/languages';
import { isAppRoute, notFoundPage, pageForRequest } from './prerender/pages';
import { prerenderedPages } from './prerender/prerenderedPages';

declare const self: ServiceWorkerGlobalScope;

// Every page prerendered in both languages, their chunks, both dictionaries and the icons: after one visit
// the whole site works offline. The list is injected at build time; a file too large for it fails the build (webpack.config.ts).
// Navigations are never answered by file name (`/projects` as `projects.html`, `/en/` as `en/index.html`):
// they go to the navigation route below, which chooses the page exactly as the server does.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

// Entries of older builds are dropped only when this worker activates, which happens when the visitor
// accepts the update prompt: until then the open page keeps every chunk of the version it runs.
cleanupOutdatedCaches();

/**
 * Keeps a choice of language (`?lng=`, the toggle) as the server would with its Set-Cookie (an answer made
 * here carries no cookie), so the page script does not send the visitor back to a language chosen earlier.
 */
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
    // No Cookie Store API in this browser (Firefox): the redirect still leads to the chosen address.
  }
}

/** The page of this site a navigation was made from, if it was one. */
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

// Any navigation to a route of the app gets its address's prerendered page from the precache
// (src/prerender/pages.ts), whose page script then follows a stored choice of English: an unknown address
// gets the not-found page, with status 404, as from the server. A file's address goes to the network (a
// file that exists is there; one that does not gets the server's not-found page); offline, it gets the
// not-found page of its address's language. The API and the photos never get a page. A page reached from
// the other language's page (the toggle, pressed before the app runs) is the visitor's choice: kept, as the
// server keeps it, so the page script does not send the visitor back.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      // An old `?lng=` link leads where the server would send it, offline too.
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
      const chosen = languageChosenByLink(url.pathname, pageOfThisSite(request.referrer));
      if (chosen !== undefined) await rememberChosenLanguage(chosen);
      const page = pageForRequest(prerenderedPages, url.pathname);
      return (await precachedPage(page.file, page.status)) ?? fetch(request);
    },
    { denylist: [/^\/api(\/|$)/, /^\/img(\/|$)/] },
  ),
);

// Stock photos, from the site's own image endpoint, are cached as they are seen, capped in number and age,
// and purged first when the browser runs short of storage. Their URLs change with their encoding, so a
// cached photo is never stale.
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'stock-photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// English moved from `?lng=en` to `/en/` addresses. A worker of the old scheme answers `/en/projects` with
// the French home page, and it stays in control until the visitor accepts an update: this worker, when it
// finds one of those in place (no mark of the new scheme yet), takes over at once and reloads the open
// pages under it. Later updates wait for the visitor's go-ahead as before.
const URL_SCHEME_MARK = 'url-scheme-en-path';
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // A first install has nothing to replace: it is of the new scheme from the start.
      if (self.registration.active === null) await caches.open(URL_SCHEME_MARK);
      else if (!(await caches.has(URL_SCHEME_MARK))) await self.skipWaiting();
    })(),
  );
});
self.addEventListener('activate', (event: ExtendableEvent) => {
  const replaced = (async () => {
    if (await caches.has(URL_SCHEME_MARK)) return false;
    await caches.open(URL_SCHEME_MARK);
    await self.clients.claim();
    return true;
  })();
  event.waitUntil(replaced);
  // Not part of waitUntil: the reloads' navigations reach this worker only once it is activated.
  void replaced.then(async (claimed) => {
    if (!claimed) return;
    const pages = await self.clients.matchAll({ type: 'window' });
    await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
  });
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// A lead (a consultation request, a contact message, a newsletter sign-up) that cannot reach the relay is kept and replayed by the
// browser when the connection returns, even if every tab of the site was closed. The page learns of it twice:
// a 202 marked "queued" now, then a message once a replay got a final answer. Replays carry the same lead
// id, which the relay (and the e-mail provider behind it) treat as one lead.
const leadEndpoints: readonly (readonly [LeadKind, URL])[] = [
  ['consultation', new URL(site.consultationEndpoint, self.location.origin)],
  ['contact', new URL(site.contactEndpoint, self.location.origin)],
  ['newsletter', new URL(site.newsletterEndpoint, self.location.origin)],
];

function leadKindOf(request: Request): LeadKind | undefined {
  if (request.method !== 'POST') return undefined;
  const url = new URL(request.url);
  return leadEndpoints.find(
    ([, endpoint]) => url.origin === endpoint.origin && url.pathname === endpoint.pathname,
  )?.[0];
}

async function notifyClients(message: LeadReplayed): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

async function requestId(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : undefined;
  } catch {
    return undefined;
  }
}

function leadQueue(kind: LeadKind, name: string): Queue {
  // Entries outlive this worker (up to 7 days): a newer worker keeps the queue's name and replays the
  // leads an older one queued as they are.
  return new Queue(name, {
    maxRetentionTime: 7 * 24 * 60,
    onSync: async ({ queue }) => {
      for (let entry = await queue.shiftRequest(); entry !== undefined; entry = await queue.shiftRequest()) {
        const id = await requestId(entry.request);
        let response: Response;
        try {
          response = await fetch(entry.request.clone());
        } catch (error) {
          await queue.unshiftRequest(entry);
          throw error;
        }
        const body: unknown = await response.json().catch(() => ({}));
        const answer = classifyRelayAnswer(response.status, body);
        if (answer === 'temporary') {
          // The relay or its provider is failing for now: keep the lead for the next sync.
          await queue.unshiftRequest(entry);
          throw new Error(`Replay of a ${kind} lead answered ${String(response.status)}`);
        }
        // A final refusal, or a kind of lead the server does not take (the newsletter off), is dropped, as
        // the same lead would be answered alike again: open pages offer the visitor the e-mail fallback instead.
        await notifyClients({
          type: LEAD_REPLAYED,
          kind,
          id,
          ok: answer === 'delivered',
          status: answer === 'delivered' ? deliveredStatus(body) : undefined,
        });
      }
    },
  });
}

// The consultations' queue keeps its first name, so requests queued by an older worker are still replayed.
const queues: Record<LeadKind, Queue> = {
  consultation: leadQueue('consultation', 'consultation-requests'),
  contact: leadQueue('contact', 'contact-messages'),
  newsletter: leadQueue('newsletter', 'newsletter-signups'),
};

async function isQueued(queue: Queue, id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const entries = await queue.getAll();
  const ids = await Promise.all(entries.map((entry) => requestId(entry.request)));
  return ids.includes(id);
}

async function pageIsGone(clientId: string): Promise<boolean> {
  return clientId !== '' && (await self.clients.get(clientId)) === undefined;
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const kind = leadKindOf(request);
  if (kind === undefined) return;
  const queue = queues[kind];
  const kept = request.clone();
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      // The page is gone (a reload, the visitor left) or cancelled its request: its draft is still unsent,
      // and the page sends it again when it reopens. Queuing it as well would send it twice. (Chromium
      // lets the worker's fetch run on after the page goes, so the page's absence is what tells.)
      if (request.signal.aborted || (await pageIsGone(event.clientId))) throw error;
      const id = await requestId(kept);
      // The page sends a queued draft again when it reopens: one copy in the queue is enough.
      if (!(await isQueued(queue, id))) await queue.pushRequest({ request: kept });
      return new Response(JSON.stringify({ status: 'queued', id }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
