/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { site } from './config/site';
import { classifyRelayAnswer } from './lib/leads/answers';
import { pageForRequest } from './prerender/pages';

declare const self: ServiceWorkerGlobalScope;

// Every page prerendered in both languages, their chunks, both dictionaries and the icons: after one visit
// the whole site works offline. The list is injected at build time; a file too large for it fails the build (webpack.config.ts).
// Navigations are never answered by file name (`/projects` as `projects.html`, `/en/` as `en/index.html`):
// they go to the navigation route below, which chooses the page exactly as the server does.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

// Entries of older builds are dropped only when this worker activates, which happens when the visitor
// accepts the update prompt: until then the open page keeps every chunk of the version it runs.
cleanupOutdatedCaches();

// Any navigation to a route of the app gets its prerendered page from the precache, in the language the
// server would choose (src/prerender/pages.ts); the API and file URLs (which must 404 when missing) never do.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const page = pageForRequest(url.pathname, url.search);
      return (await matchPrecache(`/${page.file}`)) ?? fetch(request);
    },
    { denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/] },
  ),
);

// Stock photos are cached as they are seen (CORS responses, so their size is known), capped in number
// and age, and purged first when the browser runs short of storage.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === 'https://images.unsplash.com',
  new CacheFirst({
    cacheName: 'stock-photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// A consultation request that cannot reach the relay is kept and replayed by the browser when the
// connection returns, even if every tab of the site was closed. The page learns of it twice: a 202
// marked "queued" now, then a message once a replay got a final answer. Replays carry the same request
// id, which the relay (and the e-mail provider behind it) treat as one request.
const consultationEndpoint = new URL(site.consultationEndpoint, self.location.origin);

function isConsultationPost(request: Request): boolean {
  const url = new URL(request.url);
  return (
    request.method === 'POST' &&
    url.origin === consultationEndpoint.origin &&
    url.pathname === consultationEndpoint.pathname
  );
}

async function notifyClients(message: Record<string, unknown>): Promise<void> {
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

// Entries outlive this worker (up to 7 days): a newer worker keeps the queue's name and replays the
// requests an older one queued as they are.
const consultationQueue = new Queue('consultation-requests', {
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
      const answer = classifyRelayAnswer(response.status);
      if (answer === 'temporary') {
        // The relay or its provider is failing for now: keep the request for the next sync.
        await queue.unshiftRequest(entry);
        throw new Error(`Consultation replay answered ${String(response.status)}`);
      }
      // A final refusal is dropped, as the same request would be refused again: open pages offer the
      // visitor the e-mail fallback instead.
      const body = (await response.json().catch(() => ({}))) as { status?: unknown };
      await notifyClients({
        type: 'CONSULTATION_REPLAYED',
        id,
        ok: answer === 'delivered',
        status: typeof body.status === 'string' ? body.status : undefined,
      });
    }
  },
});

async function isQueued(id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const entries = await consultationQueue.getAll();
  const ids = await Promise.all(entries.map((entry) => requestId(entry.request)));
  return ids.includes(id);
}

async function pageIsGone(clientId: string): Promise<boolean> {
  return clientId !== '' && (await self.clients.get(clientId)) === undefined;
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (!isConsultationPost(request)) return;
  const kept = request.clone();
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      // The page is gone (a reload, the visitor left) or cancelled its request: its draft is still unsent,
      // and the page sends it again when it reopens. Queuing it as well would send it twice. (Chromium
      // lets the worker's fetch run on after the page goes, so the page's absence is what tells.)
      if (request.signal.aborted || (await pageIsGone(event.clientId))) throw error;
      const id = await requestId(kept);
      // The page sends a queued draft again when it reopens: one copy in the queue is enough.
      if (!(await isQueued(id))) await consultationQueue.pushRequest({ request: kept });
      return new Response(JSON.stringify({ status: 'queued', id }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
