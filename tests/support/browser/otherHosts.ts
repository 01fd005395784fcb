import { CDPSessionEvent, type BrowserContext, type CDPSession, type Page } from 'puppeteer';
import { baseUrl } from '../state';

/** A request to another host than the site's, and who made it: the page or its service worker. */
export interface Recorded {
  by: 'page' | 'service worker';
  url: string;
}

/** An http(s) or ws(s) address on an origin other than the site's. */
export function isForeign(address: string): boolean {
  const target = new URL(address);
  return /^(http|ws)s?:$/.test(target.protocol) && target.origin !== new URL(baseUrl()).origin;
}

/** Each request once, as `by: address` without its query, so a failure lists what was asked of whom. */
export const distinct = (requests: readonly Recorded[]): string[] =>
  [...new Set(requests.map((request) => `${request.by}: ${request.url.replace(/\?.*$/, '')}`))].sort();

/**
 * Records the foreign requests of `page` and of `context`'s service workers, each worker from its first
 * instruction: the browser holds every new worker until this session has enabled its network events, then
 * lets it run. Other contexts' workers are let go at once, yet held for that moment: use a browser of its own.
 * Returns the record, every address the workers asked the network for, how many requests of any host the workers
 * made (proof that they were watched), and a function that stops holding workers.
 */
export async function recordOtherHosts(
  context: BrowserContext,
  page: Page,
): Promise<{ recorded: Recorded[]; workerAsked: string[]; workerRequests: () => number; stop: () => Promise<void> }> {
  const recorded: Recorded[] = [];
  /** Every address the workers asked the network for, of any host. */
  const workerAsked: string[] = [];
  let workerRequests = 0;
  page.on('request', (request) => {
    if (isForeign(request.url())) recorded.push({ by: 'page', url: request.url() });
  });
  const session: CDPSession = await page.browser().target().createCDPSession();
  session.on(CDPSessionEvent.SessionAttached, (worker: CDPSession) => {
    void (async () => {
      const info = await worker.send('Target.getTargetInfo').catch(() => null);
      if (info?.targetInfo.browserContextId === context.id) {
        worker.on('Network.requestWillBeSent', ({ request }) => {
          workerRequests += 1;
          workerAsked.push(request.url);
          if (isForeign(request.url)) recorded.push({ by: 'service worker', url: request.url });
        });
        await worker.send('Network.enable').catch(() => undefined);
      }
      await worker.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
    })();
  });
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }],
  });
  const stop = async () => {
    await session
      .send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: true })
      .catch(() => undefined);
    await session.detach().catch(() => undefined);
  };
  return { recorded, workerAsked, workerRequests: () => workerRequests, stop };
}

/** Hints that would open a connection to another host without a request the page records. */
export async function foreignHints(page: Page): Promise<string[]> {
  const hints = await page.$$eval('link[rel~="preconnect"], link[rel~="dns-prefetch"]', (links) =>
    links.map((link) => link.href),
  );
  return hints.filter(isForeign);
}
