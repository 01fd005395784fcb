/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// Stock photos from the site's own endpoint, kept as seen: their URLs change with their encoding, so a
// kept photo is never stale.
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
