import { TargetType, type CDPSession, type Page } from 'puppeteer';
import { waitForApp } from './pages';

/** Installs the site's service worker and reloads under its control; returns its registration, for sync events. */
export async function controlledByWorker(page: Page): Promise<{ session: CDPSession; registrationId: string }> {
  if (!(await page.evaluate(() => 'serviceWorker' in navigator)))
    throw new Error('This page may not register a service worker: open it with { worker: true }');
  const session = await page.createCDPSession();
  const registration = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.status === 'activated');
      if (active !== undefined) resolve(active.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload({ waitUntil: 'load' });
  await waitForApp(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { session, registrationId: await registration };
}

/** The service worker controlling `page`'s origin, as DevTools sees it: its own network, apart from the page's. */
export interface WorkerHandle {
  /** Takes the worker off the network or back on, as the browser sees it (the page keeps its own connection). */
  setOnline: (online: boolean) => Promise<void>;
  /** Dispatches the worker's sync event for `tag`, as a retry the browser scheduled for later would. */
  syncNow: (tag: string) => Promise<void>;
}

/** Installs the site's worker on `page` (see controlledByWorker) and attaches to it. */
export async function attachWorker(page: Page): Promise<WorkerHandle> {
  const { session, registrationId } = await controlledByWorker(page);
  const origin = new URL(page.url()).origin;
  const target = await page
    .browserContext()
    .waitForTarget((candidate) => candidate.type() === TargetType.SERVICE_WORKER && candidate.url().startsWith(origin));
  const worker = await target.createCDPSession();
  await worker.send('Network.enable');
  return {
    setOnline: async (online) => {
      await worker.send('Network.emulateNetworkConditions', {
        offline: !online,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
    syncNow: async (tag) => {
      await session.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
    },
  };
}

/** The lead ids the worker keeps in the queue `queueName` for a replay (workbox-background-sync's IndexedDB). */
export function queuedIds(page: Page, queueName: string): Promise<unknown[]> {
  return page.evaluate(
    (name: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('workbox-background-sync');
        opening.onerror = () => {
          reject(new Error(String(opening.error)));
        };
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('requests')) {
            database.close();
            resolve([]);
            return;
          }
          const reading = database.transaction('requests').objectStore('requests').getAll();
          reading.onsuccess = () => {
            database.close();
            const entries = reading.result as { queueName: string; requestData: { body?: ArrayBuffer } }[];
            resolve(
              entries
                .filter((entry) => entry.queueName === name)
                .map((entry) => {
                  const body = entry.requestData.body;
                  return body === undefined
                    ? undefined
                    : (JSON.parse(new TextDecoder().decode(body)) as { id?: unknown }).id;
                }),
            );
          };
        };
      }),
    queueName,
  );
}
