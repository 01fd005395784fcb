/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// The projects' own images, kept as seen so a visited case study shows them offline: each name holds its content's
// hash, so a kept image is never stale. Not precached: a visitor pays only for the widths their screen asks for.
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/assets/work/'),
  new CacheFirst({
    cacheName: 'work-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
