/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/**
 * Keeps the site's images under `prefix` as they are seen, cache first: their URLs change with their content, so a
 * kept image is never stale, and a page seen once shows them offline.
 */
export function keepImagesAsSeen(prefix: string, cacheName: string, limits: { entries: number; days: number }): void {
  registerRoute(
    ({ url, request }) =>
      request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith(prefix),
    new CacheFirst({
      cacheName,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: limits.entries,
          maxAgeSeconds: limits.days * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
