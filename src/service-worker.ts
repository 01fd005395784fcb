/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// Every page's chunks, both dictionaries, the HTML and the icons: after one visit the whole site works
// offline. The list is injected at build time; a file too large for it fails the build (webpack.config.ts).
precacheAndRoute(self.__WB_MANIFEST);

// Entries of older builds are dropped only when this worker activates, which happens when the visitor
// accepts the update prompt: until then the open page keeps every chunk of the version it runs.
cleanupOutdatedCaches();

// Any navigation to a route of the app gets the app shell from the precache; the API and file URLs
// (which must 404 when missing) never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/],
  }),
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
