/// <reference lib="webworker" />
import { isRecord } from '../lib/isRecord';

declare const self: ServiceWorkerGlobalScope;

export const SKIP_WAITING = 'SKIP_WAITING';

// A new version waits for the visitor's go-ahead (the update prompt), which the page posts here.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (isRecord(data) && data.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});
