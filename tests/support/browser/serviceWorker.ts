import type { CDPSession, Page } from 'puppeteer';
import { waitForApp } from './pages';

/** Installs the site's service worker and reloads under its control; returns its registration, for sync events. */
export async function controlledByWorker(page: Page): Promise<{ session: CDPSession; registrationId: string }> {
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
