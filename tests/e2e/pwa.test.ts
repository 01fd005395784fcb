import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TargetType, type HTTPResponse, type Page } from 'puppeteer';
import { readSiteConfig } from '../../src/config/siteConfig';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { caseStudyPages, challengeSentence } from '../support/caseStudyPages';
import {
  cases as notFoundCases,
  expected as notFoundCopy,
  notFoundView,
  searchTheWork,
} from '../support/browser/notFound';
import type { Language } from '../../src/i18n/languages';
import { writeNextVersion } from '../support/nextVersion';
import { chromiumArgs, launchChromium } from '../support/browser/chromium';
import { holdAddress, type HeldAddress } from '../support/servers/heldAddress';
import { showEveryImage } from '../support/browser/images';
import {
  clickWhenStill,
  headingText,
  STEP_TIMEOUT,
  url,
  visit,
  Visitor,
  waitForApp,
  type Visit,
} from '../support/browser/pages';
import { articles } from '../../src/content/journal';
import journalFr from '../../src/i18n/locales/journal/fr';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';

// The build the tests serve was made with this environment (tests/support/jest/globalSetup.ts).
const site = readSiteConfig(pickSiteEnv(process.env));

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Waits until the service worker is active and controls the page (a reload makes the first visit count). */
async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('offline after one visit', () => {
  // One visit installs the worker, whose precache the tests then read from pages of their own in the same browser
  // profile: installing it takes a few seconds of precaching every page and chunk.
  const profile = new Visitor();
  let installed: Visit;
  const opened: Page[] = [];
  beforeAll(async () => {
    installed = await profile.open({ worker: true });
    await visit(installed.page, '/');
    await waitForControl(installed.page);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(() => profile.disconnect());

  async function offlinePage(path: string): Promise<Page> {
    const { page } = await profile.open({ sameProfileAs: installed });
    opened.push(page);
    await visit(page, path);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.setOfflineMode(true);
    return page;
  }

  it('shows a visited case study’s images offline: the cover and every frame, as they were seen', async () => {
    const { page } = await profile.open({ sameProfileAs: installed, viewport: 'phone' });
    opened.push(page);
    await visit(page, '/projects/lumen');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('main .case-study__frames img');
    const online = await showEveryImage(page);
    await page.setOfflineMode(true);
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForSelector('main .case-study__frames img');
    const offline = await showEveryImage(page);
    expect(offline.map(({ source, loaded }) => ({ source, loaded }))).toEqual(
      online.map(({ source }) => ({ source, loaded: true })),
    );
    expect(offline).toHaveLength(4);
  });

  it('reads a visited article offline: its body, its cover and figures, and the journal it came from', async () => {
    const article = articles.find((card) => card.fr !== undefined);
    const { page } = await profile.open({ sameProfileAs: installed, viewport: 'phone' });
    opened.push(page);
    await visit(page, '/journal');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await visit(page, `/journal/${article?.slug ?? ''}`);
    await page.waitForSelector('main .article__body h2');
    const online = await showEveryImage(page);
    await page.setOfflineMode(true);
    const response = await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await headingText(page)).toBe(article?.fr?.title);
    await page.waitForSelector('main .article__body h2');
    const offline = await showEveryImage(page);
    expect(offline.map(({ source, loaded }) => ({ source, loaded }))).toEqual(
      online.map(({ source }) => ({ source, loaded: true })),
    );
    // The list is precached with every page: back to it, offline, from the article's link.
    await clickWhenStill(page, 'main a.article__back');
    await page.waitForFunction(
      (title) => document.querySelector('main h1')?.textContent === title,
      {},
      journalFr.title,
    );
    expect(await page.$$eval('main .article-card h2', (titles) => titles.length)).toBeGreaterThan(0);
  });

  it('reloads / offline from the worker’s precache, heading and all', async () => {
    const page = await offlinePage('/');
    const started = Date.now();
    const response = await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    console.log(`Offline reload of / rendered its heading in ${String(Date.now() - started)} ms`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(200);
    expect(await headingText(page)).toBe('Nous donnons forme à vos idées numériques');
  });

  it('keeps a missing file a failure (the not-found page, 404), never the shell, and a network error offline', async () => {
    const page = await offlinePage('/');
    const fetchMissing = () =>
      page.evaluate(() =>
        fetch('/missing-file.js').then(
          async (response) =>
            `${String(response.status)} ${(await response.text()).includes('Cette page n’existe pas') ? 'not found page' : 'other'}`,
          () => 'network error',
        ),
      );
    expect(await fetchMissing()).toBe('network error');
    await page.setOfflineMode(false);
    expect(await fetchMissing()).toBe('404 not found page');
  });

  // It makes English the visitor's choice on the way, and French again at its end.
  it('switches language and filters the projects, with the network off, and keeps the choice of language', async () => {
    const page = await offlinePage('/');
    await page.waitForFunction(() =>
      document.querySelector('.offline-indicator-region')?.textContent.includes('Hors ligne'),
    );

    // Every page in both languages coming whole from the worker's precache, the network unasked, is read on
    // the tours' phone loads (tour.ts); here, what a page does offline.
    await visit(page, '/projects');
    await Promise.all([page.waitForNavigation(), page.click('a[aria-label^="EN"]')]);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await headingText(page)).toBe('Our projects');
    await waitForApp(page);
    await page.type('main input[type="search"]', 'solidity');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    expect(await page.$eval('main article h2', (title) => title.textContent.trim())).toBe(
      'Decentralised exchange platform',
    );
    await page.select('main select[name="category"]', 'ai');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('ai');

    // English is now the choice: a French address leads to its English page before any paint.
    await visit(page, '/contact');
    expect(new URL(page.url()).pathname).toBe('/en/contact');
    expect(await headingText(page)).toBe('Get in touch');

    // An old address naming French is a choice too, kept by the worker as the server keeps it.
    await visit(page, '/projects?lng=fr&category=ai');
    expect(new URL(page.url()).pathname).toBe('/projects');
    expect(new URL(page.url()).searchParams.get('category')).toBe('ai');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
    await visit(page, '/contact');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');

    // And an old address naming English still lands on the English page.
    await visit(page, '/contact?lng=en');
    expect(new URL(page.url()).pathname).toBe('/en/contact');
    expect(await headingText(page)).toBe('Get in touch');

    // A French page reached from an English one without the app seeing it (the toggle pressed before the app
    // runs) is a choice as well: the worker keeps it, so the page script does not send the visitor back.
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        window.location.href = '/legal';
      }),
    ]);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/legal');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
  });

  // After the test above, which leaves French the visitor's choice; it sets the worker offline for the rest.
  it('answers an address that leads nowhere with the not-found page, offline, from the service worker', async () => {
    const page = await offlinePage('/');
    // The worker's own fetches are offline too, as on a phone without a network.
    const target = await page
      .browserContext()
      .waitForTarget((candidate) => candidate.type() === TargetType.SERVICE_WORKER);
    const worker = await target.createCDPSession();
    await worker.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const searched: Language[] = [];
    // One address of each kind the worker tells apart: an unknown page, a file, a project's slug (in English);
    // notFound.test answers every address online.
    const offlineCases = notFoundCases.filter(([path]) => ['/nope', '/nope.pdf', '/en/projects/nope'].includes(path));
    expect(offlineCases).toHaveLength(3);
    for (const [path, language] of offlineCases) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      expect(response?.fromServiceWorker()).toBe(true);
      expect({ path, ...(await notFoundView(page, response)) }).toMatchObject({
        path,
        status: 404,
        lang: language,
        notice: notFoundCopy[language].notice,
        robots: 'noindex',
      });
      // The search too: the projects list and its chunk come from the worker's precache.
      if (!searched.includes(language)) {
        searched.push(language);
        expect(await searchTheWork(page, language)).toEqual(notFoundCopy[language].found);
      }
    }
    expect(searched).toEqual(['fr', 'en']);
  });

  // The test above leaves English the visitor's choice: an old address naming French makes it French again.
  it('opens every case study in both languages once the list was visited', async () => {
    const page = await offlinePage('/projects?lng=fr');
    expect(new URL(page.url()).pathname).toBe('/projects');
    // French first: visiting an English page makes English the visitor's choice, which French addresses then follow.
    for (const { address, copy, text } of caseStudyPages) {
      await visit(page, address);
      expect(await headingText(page)).toBe(copy.title);
      // The case study's own chunk came from the precache too.
      await page.waitForSelector('main .case-study__figures');
      expect(await page.$eval('main', (main) => main.textContent)).toContain(challengeSentence(text));
    }
  });
});

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const DAY = 24 * 60 * 60 * 1000;

describe('stock photos seen once', () => {
  it('are kept by the worker for 30 days, 60 at most', async () => {
    const { page, context } = await visitor.open({ worker: true });
    // A page without photos of its own, so that only this test's photos enter the cache.
    await visit(page, '/contact');
    await waitForControl(page);
    // The worker's requests for this test's photos (`/img/e2e-…`, which the server would refuse) are answered
    // by the test.
    const target = await context.waitForTarget((candidate) => candidate.type() === TargetType.SERVICE_WORKER);
    const worker = await target.createCDPSession();
    worker.on('Fetch.requestPaused', ({ requestId }) => {
      void worker.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [
          { name: 'Content-Type', value: 'image/png' },
          { name: 'Access-Control-Allow-Origin', value: '*' },
        ],
        body: PIXEL,
      });
    });
    await worker.send('Fetch.enable', { patterns: [{ urlPattern: url('/img/e2e-*') }] });
    const show = (photo: string) =>
      page.evaluate(
        (src) =>
          new Promise<void>((resolve, reject) => {
            const image = new Image();
            image.crossOrigin = 'anonymous';
            image.onload = () => resolve();
            image.onerror = () => reject(new Error(`${src} did not load`));
            image.src = src;
          }),
        url(`/img/e2e-${photo}`),
      );
    const cached = () =>
      page.evaluate(async () =>
        (await (await caches.open('stock-photos')).keys()).map((request) =>
          new URL(request.url).pathname.replace('/img/e2e-', '/'),
        ),
      );

    // Two photos seen 29 and 31 days ago (the dates the worker keeps beside its cache, set back here):
    // the next photo seen clears the older one out.
    await show('aged-29d');
    await show('aged-31d');
    // The worker records a photo's time after answering with it: backdate only once both are recorded.
    // (Opening the database before the worker made it would create it empty, without Workbox's store.)
    await page.waitForFunction(async () => {
      const databases = await indexedDB.databases();
      if (!databases.some(({ name }) => name === 'workbox-expiration')) return false;
      return new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('workbox-expiration');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('cache-entries')) {
            database.close();
            resolve(false);
            return;
          }
          const reading = database.transaction('cache-entries').objectStore('cache-entries').getAll();
          reading.onsuccess = () => {
            database.close();
            resolve((reading.result as { url: string }[]).filter(({ url }) => url.includes('aged-')).length === 2);
          };
          reading.onerror = () => resolve(false);
        };
      });
    });
    await page.evaluate(
      (day) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('workbox-expiration');
          opening.onerror = () => reject(new Error(String(opening.error)));
          opening.onsuccess = () => {
            const store = opening.result.transaction('cache-entries', 'readwrite').objectStore('cache-entries');
            const reading = store.getAll();
            reading.onsuccess = () => {
              for (const entry of reading.result as { url: string; timestamp: number }[]) {
                const days = Number(/aged-(\d+)d/.exec(entry.url)?.[1] ?? 0);
                store.put({ ...entry, timestamp: Date.now() - days * day });
              }
              store.transaction.oncomplete = () => resolve();
            };
          };
        }),
      DAY,
    );
    await show('photo-0');
    await page.waitForFunction(async () =>
      (await (await caches.open('stock-photos')).keys()).every((request) => !request.url.includes('aged-31d')),
    );
    expect(await cached()).toEqual(['/aged-29d', '/photo-0']);

    for (let index = 1; index <= 60; index += 1) await show(`photo-${String(index)}`);
    // The worker caches a photo after answering with it, then clears out the oldest: the count passes through 60
    // before the last photo is in (61 for a moment after). Its work is done once the last one is in and the
    // count is back within the cap.
    await page
      .waitForFunction(async () => {
        const urls = (await (await caches.open('stock-photos')).keys()).map((request) => request.url);
        return urls.some((address) => address.endsWith('/img/e2e-photo-60')) && urls.length <= 60;
      })
      .catch(async (error: unknown) => {
        throw new Error(`The worker's cache never settled at 60 photos: ${JSON.stringify(await cached())}`, {
          cause: error,
        });
      });
    const kept = await cached();
    expect(kept).toHaveLength(60);
    expect(kept).not.toContain('/aged-29d');
    expect(kept).not.toContain('/photo-0');
    expect(kept).toContain('/photo-1');
    expect(kept).toContain('/photo-60');
  });
});

describe('installation', () => {
  it('passes Chrome’s installability check, offers to install when Chrome does once the app runs, and prompts on a click', async () => {
    // A normal (non-incognito) profile, with the engagement a returning visitor would have built up granted.
    const browser = await launchChromium({
      whole: true,
      args: [...chromiumArgs, '--bypass-app-banner-engagement-checks'],
    });
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT);
      // Watches the event Chrome fires (it is not made up here): whether the app kept it, and when it prompts.
      await page.evaluateOnNewDocument(() => {
        const seen = { fired: false, kept: false, prompts: 0 };
        Object.assign(window, { installOffer: seen });
        window.addEventListener('beforeinstallprompt', (event) => {
          seen.fired = true;
          const offer = event as Event & { prompt: () => Promise<void> };
          const prompt = offer.prompt.bind(offer);
          offer.prompt = () => {
            seen.prompts += 1;
            return prompt();
          };
          setTimeout(() => (seen.kept = event.defaultPrevented));
        });
      });
      // Chrome may fire the event as soon as it has the manifest, which the page can load before the app
      // listens (a known race: the offer is then lost). The manifest is held until the app runs.
      let appRuns: () => void = () => undefined;
      const running = new Promise<void>((resolve) => (appRuns = resolve));
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const release = () => void request.continue();
        if (request.url().endsWith('/manifest.json')) void running.then(release);
        else release();
      });
      await page.goto(url('/en/'), { waitUntil: 'domcontentloaded' });
      await waitForApp(page);
      appRuns();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const session = await page.createCDPSession();
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);

      const offerSeen = () => page.evaluate(() => (window as unknown as { installOffer: object }).installOffer);
      const install = await page
        .waitForSelector('::-p-aria([name="Install the app"][role="button"])')
        .catch(async (error: unknown) => {
          throw new Error(`No install button; the event so far: ${JSON.stringify(await offerSeen())}`, {
            cause: error,
          });
        });
      expect(await offerSeen()).toEqual({ fired: true, kept: true, prompts: 0 });
      await install?.click();
      await page.waitForFunction(
        () => (window as unknown as { installOffer: { prompts: number } }).installOffer.prompts === 1,
      );
    } finally {
      await browser.close();
    }
  });
});

describe('updates', () => {
  let held: HeldAddress | undefined;
  let next: ProductionServer | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await held?.stop();
    held = undefined;
    await next?.stop();
    next = undefined;
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('replaces a worker of the old ?lng= scheme at once and reloads the open page under the new one', async () => {
    // What mattered in the old worker: it answered every navigation with a French page (for `/en/projects`,
    // the French home), and it waited for the visitor's go-ahead to be replaced.
    const oldWorker = [
      "self.addEventListener('install', () => self.skipWaiting());",
      "self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));",
      "self.addEventListener('fetch', (event) => { if (event.request.mode === 'navigate') event.respondWith(fetch('/')); });",
    ].join('\n');
    held = await holdAddress({
      kind: 'serve',
      path: '/service-worker.js',
      type: 'text/javascript',
      body: oldWorker,
      to: url('/'),
    });
    const { page } = await visitor.open({ worker: true });
    await page.goto(`${held.url}/en/projects`, { waitUntil: 'load' });
    await waitForApp(page);
    await waitForControl(page);
    expect(await page.evaluate(() => caches.has('url-scheme-en-path'))).toBe(false);
    await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));

    // This version is deployed: its worker takes over without asking and reloads the page under it.
    held.behave({ kind: 'forward', to: url('/') });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await page
      .waitForFunction(() => !('beforeTheUpdate' in window), { timeout: 30_000 })
      .catch(async (error: unknown) => {
        const state = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            active: registration?.active?.state,
            waiting: registration?.waiting?.state ?? null,
            installing: registration?.installing?.state ?? null,
            controller: navigator.serviceWorker.controller?.state ?? null,
            mark: await caches.has('url-scheme-en-path'),
          };
        });
        throw new Error(`not reloaded: ${JSON.stringify(state)} ${JSON.stringify(held?.log.slice(-8))}`, {
          cause: error,
        });
      });
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/en/projects');
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');
    expect(await headingText(page)).toBe('Our projects');
    expect(await page.evaluate(() => caches.has('url-scheme-en-path'))).toBe(true);
    expect(await page.$('.pwa-toast')).toBeNull();
  });

  it('offers a newly deployed version: declining keeps the old one whole, accepting reloads into the new', async () => {
    // The next version: this build under another agency name, every script renamed (tests/support/nextVersion.ts).
    folder = mkdtempSync(path.join(tmpdir(), 'site-next-'));
    const renames = writeNextVersion('dist', folder, { agency: site.agencyName, nextAgency: 'Studio Nova Two' });
    next = await startProductionServer({ DIST_DIR: folder });
    // The new server has none of this version's scripts: only the worker's precache can still give them.
    const contactChunk = [...renames.keys()].find((file) => /^assets\/js\/contact\.[0-9a-f]+\.js$/.test(file));
    expect((await fetch(`${next.url}/${contactChunk ?? 'no contact chunk'}`)).status).toBe(404);

    // The page's origin stays put while the server behind it is replaced: this build first, at the shared server.
    held = await holdAddress({ kind: 'forward', to: url('/') });
    const { page } = await visitor.open({ worker: true });
    await page.goto(`${held.url}/`, { waitUntil: 'load' });
    await waitForApp(page);
    await waitForControl(page);

    // The next version, deployed at the same address while the page stays open.
    held.behave({ kind: 'forward', to: next.url });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const updateButton = '::-p-aria([name="Mettre à jour"][role="button"])';
    await page.waitForSelector(updateButton, { timeout: 30_000 });

    // Declining keeps this version running: a page it has not loaded yet still comes, chunk and all,
    // although the server now only has the new build's files.
    await (await page.waitForSelector('::-p-aria([name="Plus tard"][role="button"])'))?.click();
    await page.waitForFunction(() => document.querySelector('.pwa-toast') === null);
    const contactScripts: HTTPResponse[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/${contactChunk ?? ''}`) contactScripts.push(response);
    });
    await (await page.waitForSelector('::-p-aria([name="Contact"][role="link"])'))?.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Contactez-nous');
    // From this version's worker, not from the browser's HTTP cache behind a worker that let it through.
    expect(contactScripts.map((response) => [response.status(), response.fromServiceWorker()])).toEqual([[200, true]]);
    expect(await page.evaluate(() => document.body.textContent.includes('Studio Nova Two'))).toBe(false);

    // The offer comes back on the next visit; this time the visitor accepts and gets the new version.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    const update = await page.waitForSelector(updateButton, { timeout: 30_000 });
    const reloaded = page.waitForNavigation({ waitUntil: 'load' });
    await update?.click();
    await reloaded;
    await page.waitForFunction(() => document.body.textContent.includes('Studio Nova Two'));
  });
});
