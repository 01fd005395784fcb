import { CDPSessionEvent, type BrowserContext, type CDPSession, type Page, type Target } from 'puppeteer';
import { pageOf, sitePages } from '../../src/app/sitePages';
import { pagePerRoute } from '../support/pagePerRoute';
import { localizedPath } from '../../src/i18n/languagePaths';
import { isNotFound } from '../../src/app/routes';
import { languages, type Language } from '../../src/i18n/languages';
import { isBookingHost, SCHEDULING_URL } from '../support/browser/booking';
import { url, viewports, Visitor, waitForApp } from '../support/browser/pages';
import { baseUrl } from '../support/state';
import { fillContactDetails } from '../support/browser/wizard';

/**
 * Privacy by default (issue 23): a visit tells no other host about the visitor until the visitor asks for
 * it by pressing 'book a call'. Every page in both languages at phone and desktop widths, scrolled to the
 * end, with the dialogs opened and the wizard walked to its summary; the requests of the page and of its
 * service worker are recorded.
 */

// A browser of its own: the service workers it holds at their start are this file's alone.
const visitor = new Visitor('own');
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Width = Extract<keyof typeof viewports, 'phone' | 'desktop'>;

const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };
const book: Record<Language, string> = { fr: 'Réserver un appel', en: 'Book a call' };

interface Recorded {
  /** Who made the request: the page or its service worker. */
  by: 'page' | 'service worker';
  url: string;
}

/** Each request once, as `by: address` without its query, so a failure lists what was asked of whom. */
const distinct = (requests: Recorded[]): string[] =>
  [...new Set(requests.map((request) => `${request.by}: ${request.url.replace(/\?.*$/, '')}`))].sort();

/** An http(s) or ws(s) request to an origin other than the site's. */
function isForeign(address: string): boolean {
  const target = new URL(address);
  return /^(http|ws)s?:$/.test(target.protocol) && target.origin !== new URL(baseUrl()).origin;
}

/**
 * Records the foreign requests of `context`'s service workers from their first instruction: the browser
 * holds each new worker until this session has enabled its network events, then lets it run. Other
 * contexts' workers are let go at once.
 */
async function recordServiceWorkers(context: BrowserContext, page: Page, into: Recorded[]): Promise<CDPSession> {
  const session = await page.browser().target().createCDPSession();
  session.on(CDPSessionEvent.SessionAttached, (worker: CDPSession) => {
    void (async () => {
      const info = await worker.send('Target.getTargetInfo').catch(() => null);
      if (info?.targetInfo.browserContextId === context.id) {
        worker.on('Network.requestWillBeSent', ({ request }) => {
          if (isForeign(request.url)) into.push({ by: 'service worker', url: request.url });
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
  return session;
}

/** Scrolls to the end a screen at a time, so every lazy image and section has its turn, then waits for quiet. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
}

async function open(page: Page, address: string): Promise<void> {
  await page.goto(url(address), { waitUntil: 'load' });
  await waitForApp(page);
  // Hints that would open a connection to another host without a request the page records.
  const hints = await page.$$eval('link[rel~="preconnect"], link[rel~="dns-prefetch"]', (links) =>
    links.map((link) => link.href),
  );
  expect(hints.filter(isForeign)).toEqual([]);
  await scrollToBottom(page);
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('.modal') === null);
}

/** Walks the wizard to its summary and waits until the relay has answered. */
async function walkWizard(page: Page): Promise<void> {
  for (let step = 0; step < 3; step += 1) {
    const question = await page.$eval('main h2', (h2) => h2.textContent.trim());
    await page.click('main label.choice-card');
    await page.waitForFunction(
      (previous: string) => document.querySelector('main h2')?.textContent.trim() !== previous,
      {},
      question,
    );
  }
  await page.type('main textarea', 'Privacy check');
  await fillContactDetails(page);
  await page.click('main .wizard-nav button:last-child');
  await page.waitForSelector('.wizard-summary__actions a');
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
}

const cases = languages.flatMap((language) =>
  (['phone', 'desktop'] as Width[]).map((width) => [language, width] as const),
);

describe('no other host hears of a visitor until the visitor asks', () => {
  it.each(cases)(
    'every page in %s at the %s width, its dialogs and the wizard: only the site until “book a call”',
    async (language, width) => {
      const { page, context } = await visitor.open({ viewport: width, languages: browserLanguages[language] });
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      const recorded: Recorded[] = [];
      const workers = await recordServiceWorkers(context, page, recorded);
      page.on('request', (request) => {
        if (isForeign(request.url())) recorded.push({ by: 'page', url: request.url() });
      });
      try {
        // A case study is visited at its first project's page.
        for (const { path } of pagePerRoute) await open(page, localizedPath(path, language));
        // Every page again, now under the service worker installed by the first visit.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 20_000 });
        for (const { path } of pagePerRoute) await open(page, localizedPath(path, language));

        await open(page, localizedPath('/', language));
        await page.click('main .hero__actions button');
        await page.waitForSelector('.modal.show');
        await closeDialog(page);
        await open(page, localizedPath('/consultation', language));
        await walkWizard(page);
        expect(distinct(recorded)).toEqual([]);

        // Calendly is unreachable here: the press asks for its widget, then opens the scheduling page.
        const tab = context.waitForTarget((target: Target) => target.url().startsWith(SCHEDULING_URL));
        const [link] = await page.$$('.wizard-summary__actions a');
        expect(await link?.evaluate((a) => a.textContent)).toContain(book[language]);
        await link?.click();
        await (await (await tab).page())?.close();
        expect(recorded.length).toBeGreaterThan(0);
        expect(distinct(recorded.filter((request) => !isBookingHost(request.url)))).toEqual([]);
        expect(recorded).toContainEqual({ by: 'page', url: 'https://assets.calendly.com/assets/external/widget.js' });
      } finally {
        await workers
          .send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: true })
          .catch(() => undefined);
        await workers.detach().catch(() => undefined);
      }
    },
    110_000,
  );
});

describe('the content security policy names other hosts only where they may be asked for', () => {
  const addresses = sitePages.flatMap(({ path }) => languages.map((language) => localizedPath(path, language)));

  it.each(addresses)(
    '%s: no stock photo host for images or fetches; Calendly on a consultation page only',
    async (address) => {
      const response = await fetch(url(address), {
        headers: { 'Accept-Language': address.startsWith('/en') ? 'en' : 'fr' },
      });
      expect(response.status).toBe(isNotFound(pageOf(address).route) ? 404 : 200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const sources = (name: string) =>
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([directive]) => directive === name)
          ?.slice(1) ?? [];
      const consultation = address.endsWith('/consultation');
      expect({ address, calendly: policy.includes('calendly') }).toEqual({ address, calendly: consultation });
      // Until the photos are served from the site (issue 23's image endpoint), this fails on every page.
      expect({ img: sources('img-src'), connect: sources('connect-src') }).toEqual({
        img: expect.not.arrayContaining([expect.stringContaining('unsplash')]) as string[],
        connect: expect.not.arrayContaining([expect.stringContaining('unsplash')]) as string[],
      });
    },
  );

  it('the service worker’s own policy lets it fetch from no stock photo host', async () => {
    const policy = (await fetch(url('/service-worker.js'))).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsplash');
    expect(policy).not.toContain('calendly');
  });
});
