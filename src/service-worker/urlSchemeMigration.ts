/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

// Keep until 2027-11-25, a year after English moved to /en/: an old-scheme worker serves /en/ pages in
// French, so this one takes over at once and reloads the open pages (docs/offline.md).
export const URL_SCHEME_MARK = 'url-scheme-en-path';

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
  // Outside waitUntil: the reloads reach this worker only once it is activated.
  void replaced.then(async (claimed) => {
    if (!claimed) return;
    const pages = await self.clients.matchAll({ type: 'window' });
    await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
  });
});
