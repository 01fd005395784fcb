import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TargetType, type BrowserContext, type CDPSession, type Page, type Target } from 'puppeteer';
import { interceptBooking, SCHEDULING_URL } from '../support/browser/booking';
import { startFakeProvider, type FakeProvider } from '../support/servers/fakeProvider';
import { holdAddress, type HeldAddress } from '../support/servers/heldAddress';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { url, Visitor, waitForApp } from '../support/browser/pages';
import { controlledByWorker } from '../support/browser/serviceWorker';
import { outboxDir, newsletterProviderEnv } from '../support/state';
import { fillContactDetails, requester } from '../support/browser/wizard';
import { until } from '../support/until';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Language = 'fr' | 'en';

const copy = {
  fr: {
    languages: ['fr-FR', 'fr'],
    base: '',
    answers: ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible'],
    submit: 'Obtenir le résumé du projet',
    summary: 'Résumé de votre projet',
    stored: 'Votre demande a bien été reçue.',
    sent: 'Votre demande a bien été envoyée.',
    failed: 'Votre demande n’a pas pu être envoyée.',
    queued:
      'Vous êtes hors ligne\u00a0: votre demande est conservée dans ce navigateur et partira dès le retour de la connexion.',
    retry: 'Réessayer l’envoi',
    email: 'Envoyer par e-mail',
    subject: 'Demande de consultation de projet',
    bodyLine: 'Type de projet\u00a0: Site web',
    book: 'Réserver un appel',
  },
  en: {
    languages: ['en-US', 'en'],
    base: '/en',
    answers: ['Website', 'Under €10,000', 'Flexible'],
    submit: 'Get project summary',
    summary: 'Your project summary',
    stored: 'Your request has been received.',
    sent: 'Your request has been sent.',
    failed: 'Your request could not be sent.',
    queued: 'You are offline: your request is kept in this browser and will be sent as soon as the connection returns.',
    retry: 'Try sending again',
    email: 'Send by email',
    subject: 'Project consultation request',
    bodyLine: 'Project type: Website',
    book: 'Book a call',
  },
} as const;

async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (css: string, label: string) => [...document.querySelectorAll(css)].some((el) => el.textContent.trim() === label),
    {},
    selector,
    text,
  );
  const handles = await page.$$(selector);
  for (const handle of handles) {
    if ((await handle.evaluate((element) => element.textContent.trim())) === text) {
      await handle.click();
      return;
    }
  }
}

/** Answers the four questions and submits; returns the draft's request id. A robot also fills the honeypot. */
async function submitConsultation(
  page: Page,
  language: Language,
  requirements: string,
  { honeypot }: { honeypot?: string } = {},
): Promise<string> {
  const c = copy[language];
  for (const answer of c.answers) await clickByText(page, 'main label.choice-card', answer);
  await page.waitForSelector('main textarea');
  await page.type('main textarea', requirements);
  // Off screen and out of the tab order: only a script that fills in every input finds it.
  if (honeypot !== undefined) await page.type('main input[name="website"]', honeypot);
  await fillContactDetails(page);
  await clickByText(page, 'main .wizard-nav button', c.submit);
  await page.waitForFunction(
    (text: string) => document.querySelector('main h2')?.textContent.trim() === text,
    {},
    c.summary,
  );
  // The draft (and its request id) is saved in local storage as redux-persist writes it.
  const saved = await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('persist:consultation') ?? '{}') as Record<string, string>;
    const delivery = JSON.parse(stored.delivery ?? 'null') as { id: string | null } | null;
    return stored.step === '4' && typeof delivery?.id === 'string' ? delivery.id : false;
  });
  return (await saved.jsonValue()) as string;
}

/** The consultation page, its requests to Calendly's hosts intercepted from the start and listed in `asked`. */
async function openConsultationWith(language: Language, booking: 'unreachable' | 'widget') {
  const opened = await visitor.open({ languages: [...copy[language].languages] });
  const asked = await interceptBooking(opened.page, booking);
  await opened.page.goto(url(`${copy[language].base}/consultation`), { waitUntil: 'load' });
  await waitForApp(opened.page);
  await opened.page.waitForSelector('main label.choice-card');
  return { ...opened, asked };
}

async function openConsultation(language: Language, origin?: string) {
  const opened = await visitor.open({ languages: [...copy[language].languages] });
  const address = new URL(`${copy[language].base}/consultation`, origin ?? url('/')).href;
  await opened.page.goto(address, { waitUntil: 'load' });
  await waitForApp(opened.page);
  await opened.page.waitForSelector('main label.choice-card');
  return opened;
}

function statusText(page: Page): Promise<string> {
  return page.$eval('main [role=status]', (status) => status.textContent);
}

async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) => document.querySelector('main [role=status]')?.textContent.includes(expected) === true,
    {},
    text,
  );
}

interface OutboxRecord {
  request: Record<string, unknown>;
  email: { html: string; reply_to?: string[] };
}

function outboxRecord(id: string): OutboxRecord {
  return JSON.parse(readFileSync(path.join(outboxDir(), `${id}.json`), 'utf8')) as OutboxRecord;
}

describe.each<[Language]>([['fr'], ['en']])('delivering the consultation in %s', (language) => {
  const c = copy[language];

  it('sends the request and who asks to the relay, which stores them, and the summary says it was received', async () => {
    const { page, errors } = await openConsultation(language);
    const requirements = `Refonte <b>complète</b> & "vite" (${language})`;
    const id = await submitConsultation(page, language, requirements);
    await waitForStatus(page, c.stored);

    const record = outboxRecord(id);
    expect(record.request).toEqual({
      id,
      projectType: 'website',
      budget: 'small',
      timeline: 'flexible',
      requirements,
      contact: { ...requester, company: '', phone: '' },
      lng: language,
    });
    expect(record.email.reply_to).toEqual([`"${requester.name}" <${requester.email}>`]);
    expect(record.email.html).toContain(requester.name);
    // Delivered, who asked is no longer kept in the browser.
    expect(await page.evaluate(() => sessionStorage.getItem('persist:consultationContact') ?? '')).not.toContain(
      requester.email,
    );
    expect(errors).toEqual([]);
  });

  it('tells a robot that filled the honeypot its request was received, and keeps nothing', async () => {
    const { page } = await openConsultation(language);
    const id = await submitConsultation(page, language, 'Robot', { honeypot: 'https://spam.example' });
    await waitForStatus(page, c.stored);
    expect(existsSync(path.join(outboxDir(), `${id}.json`))).toBe(false);
  });

  it('queues a request made offline and sends it when the connection returns', async () => {
    const { page } = await openConsultation(language);
    await page.setOfflineMode(true);
    const id = await submitConsultation(page, language, 'Hors ligne');
    await waitForStatus(page, c.queued);
    expect(existsSync(path.join(outboxDir(), `${id}.json`))).toBe(false);

    await page.setOfflineMode(false);
    await waitForStatus(page, c.stored);
    expect(outboxRecord(id).request).toMatchObject({ id, requirements: 'Hors ligne', lng: language });
  });

  it('asks nothing of Calendly until “book a call”, then opens the scheduling page in a new tab when it is unreachable', async () => {
    const { page, context, asked } = await openConsultationWith(language, 'unreachable');
    await submitConsultation(page, language, '');
    await waitForStatus(page, c.stored);
    const link = await page.$eval('.wizard-summary__actions a', (a) => ({
      href: a.getAttribute('href'),
      target: a.target,
      rel: a.rel,
      text: a.textContent,
    }));
    expect(link).toEqual({
      href: SCHEDULING_URL,
      target: '_blank',
      rel: 'noopener noreferrer',
      text: expect.stringContaining(c.book) as string,
    });
    expect(asked).toEqual([]);
    expect(await page.$$('script[src*="calendly"], link[href*="calendly"]')).toHaveLength(0);

    const opened = context.waitForTarget((target) => target.url().startsWith(SCHEDULING_URL));
    await page.click('.wizard-summary__actions a');
    expect((await opened).url()).toBe(SCHEDULING_URL);
    // The press did ask for the widget first, and the page kept nothing of the failed load.
    expect(asked).toContain('https://assets.calendly.com/assets/external/widget.js');
    expect(await page.$$('script[src*="calendly"], link[href*="calendly"]')).toHaveLength(0);
  });

  it('opens the booking popup when the widget loads, also for a visitor who came from the home page', async () => {
    const opened = await visitor.open({ languages: [...c.languages] });
    const { page, context } = opened;
    const asked = await interceptBooking(page, 'widget');
    await page.goto(url(`${c.base}/`), { waitUntil: 'load' });
    await waitForApp(page);
    await page.click('footer a[href$="/consultation"]');
    await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.name.endsWith('/consultation'));
    await waitForApp(page);
    await page.waitForSelector('main label.choice-card');
    await submitConsultation(page, language, '');
    expect(asked).toEqual([]);

    const tabs: string[] = [];
    context.on('targetcreated', (target: Target) => {
      if (target.type() === TargetType.PAGE) tabs.push(target.url());
    });
    await page.click('.wizard-summary__actions a');
    const popup = await page.waitForSelector('#fake-calendly-popup');
    expect(await popup?.evaluate((element) => (element as HTMLElement).dataset.url)).toBe(SCHEDULING_URL);
    expect(asked.sort()).toEqual([
      'https://assets.calendly.com/assets/external/widget.css',
      'https://assets.calendly.com/assets/external/widget.js',
    ]);
    expect(tabs).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

describe('a provider failure', () => {
  let provider: FakeProvider;
  let site: ProductionServer;

  beforeEach(async () => {
    // The relay tries twice per request: both attempts of the first request fail, the Retry succeeds.
    provider = await startFakeProvider({ answers: [500, 500] });
    site = await startProductionServer({
      EMAIL_API_KEY: 're_e2e_provider_key',
      EMAIL_API_URL: provider.url,
      EMAIL_FROM: 'site@example.com',
      EMAIL_TO: 'agency@example.com',
      ...newsletterProviderEnv,
    });
  });

  afterEach(async () => {
    await site.stop();
    await provider.stop();
  });

  it.each<[Language]>([['fr'], ['en']])(
    'shows Retry and the e-mail fallback in %s, and Retry then sends the same request',
    async (language) => {
      const c = copy[language];
      const { page } = await openConsultation(language, site.url);
      const id = await submitConsultation(page, language, 'Provider down');
      await waitForStatus(page, c.failed);

      const mail = await page.$eval('.delivery-status__actions a', (a) => ({ href: a.href, text: a.textContent }));
      expect(mail.text).toContain(c.email);
      const [address, query] = mail.href.split('?');
      expect(address).toBe('mailto:hello@example.com');
      const fields = new URLSearchParams(query);
      expect(fields.get('subject')).toBe(c.subject);
      expect(fields.get('body')).toContain(c.bodyLine);
      expect(fields.get('body')).toContain('Provider down');

      await clickByText(page, '.delivery-status__actions button', c.retry);
      await waitForStatus(page, c.sent);
      expect(await statusText(page)).not.toContain(c.failed);
      expect(provider.calls).toHaveLength(3);
      expect(provider.calls.map((call) => call.headers['idempotency-key'])).toEqual([id, id, id]);
      expect(provider.calls[2]?.headers.authorization).toBe('Bearer re_e2e_provider_key');
      expect(provider.calls[2]?.body).toMatchObject({
        from: 'site@example.com',
        to: ['agency@example.com'],
        subject: 'New Project Consultation Request',
        // The agency answers the visitor.
        reply_to: [`"${requester.name}" <${requester.email}>`],
      });
      expect(provider.calls[2]?.body.html).toContain(requester.name);
      expect(provider.calls[2]?.body.html).toContain(requester.email);
    },
  );
});

const SYNC_TAG = 'workbox-background-sync:consultation-requests';

interface ControlledPage {
  page: Page;
  context: BrowserContext;
  /** A DevTools session on the page's service worker: its own network, apart from the page's. */
  worker: CDPSession;
  /** Dispatches the worker's sync event, as a retry the browser has scheduled for later would. */
  syncNow: () => Promise<void>;
}

/** The consultation at `origin`, controlled by the site's service worker. */
async function openControlled(language: Language, origin: string): Promise<ControlledPage> {
  const { page, context } = await openConsultation(language, origin);
  const { session, registrationId } = await controlledByWorker(page);
  const target = await context.waitForTarget(
    (candidate) => candidate.type() === TargetType.SERVICE_WORKER && candidate.url().startsWith(origin),
  );
  const worker = await target.createCDPSession();
  await worker.send('Network.enable');
  const syncNow = async () => {
    await session.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
  };
  return { page, context, worker, syncNow };
}

/**
 * Takes the worker off the network, or back on, as the browser sees it: offline, its fetches fail and
 * the browser holds its background sync; back online, the browser fires that sync by itself.
 */
async function setWorkerOnline(worker: CDPSession, online: boolean): Promise<void> {
  await worker.send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** How many requests the worker keeps for a replay (workbox-background-sync's IndexedDB). */
function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('workbox-background-sync');
        opening.onerror = () => reject(new Error(String(opening.error)));
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('requests')) {
            database.close();
            resolve(0);
            return;
          }
          const reading = database.transaction('requests').objectStore('requests').getAll();
          reading.onsuccess = () => {
            database.close();
            resolve(
              (reading.result as { queueName: string }[]).filter((entry) => entry.queueName === 'consultation-requests')
                .length,
            );
          };
        };
      }),
  );
}

describe('a request the service worker keeps for later', () => {
  // The background sync of a service worker is the whole browser's: the headless shell has none.
  const syncing = new Visitor('whole');
  afterEach(() => syncing.closeContexts());
  afterAll(() => syncing.disconnect());

  let provider: FakeProvider;
  let site: ProductionServer;
  let held: HeldAddress;

  async function start(options: { holdUntil?: number } = {}) {
    provider = await startFakeProvider(options);
    site = await startProductionServer({
      EMAIL_API_KEY: 're_e2e_provider_key',
      EMAIL_API_URL: provider.url,
      EMAIL_FROM: 'site@example.com',
      EMAIL_TO: 'agency@example.com',
      ...newsletterProviderEnv,
    });
    held = await holdAddress({ kind: 'forward', to: site.url });
  }

  afterEach(async () => {
    await held.stop();
    await site.stop();
    await provider.stop();
  });

  it('is delivered once by the browser’s own sync after the tab was closed', async () => {
    await start();
    const { page, context } = await openControlled('fr', held.url);
    // The relay cannot be reached (the connection drops, as on a lost network): the worker keeps the request
    // and the browser, online, tries its sync at once and then again every second (see chromium.ts).
    held.behave({ kind: 'drop', path: '/api/consultation', to: site.url });
    const id = await submitConsultation(page, 'fr', 'Onglet fermé');
    await waitForStatus(page, copy.fr.queued);
    await until('the worker to keep the request', async () => (await queuedCount(page)) === 1, { timeout: 15_000 });
    expect(
      await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.sync.getTags())),
    ).toContain(SYNC_TAG);
    expect(provider.calls).toHaveLength(0);
    await page.close();

    // No page is left to send anything: only the worker's replay, on one of the browser's retries, can.
    held.behave({ kind: 'forward', to: site.url });
    await until('the browser’s sync to replay the request', () => provider.calls.length === 1, {
      timeout: 20_000,
    }).catch((error: unknown) => {
      throw new Error(
        `${String(error)}; the held address saw:\n${held.log.filter((line) => line.startsWith('POST')).join('\n')}`,
      );
    });
    expect(provider.calls[0]?.headers['idempotency-key']).toBe(id);
    expect(provider.calls[0]?.body.html).toContain('Onglet fermé');

    // The next visit finds the draft still marked queued and sends it again: the same id, delivered once.
    const reopened = await context.newPage();
    await reopened.goto(`${held.url}/consultation`, { waitUntil: 'load' });
    await waitForApp(reopened);
    await waitForStatus(reopened, copy.fr.sent);
    expect(await queuedCount(reopened)).toBe(0);
    expect(provider.delivered).toHaveLength(1);
  });

  it('delivers a request an older page queued without contact details, marked as having none', async () => {
    await start();
    const { page, worker, syncNow } = await openControlled('fr', held.url);
    await setWorkerOnline(worker, false);
    // What a page from before the wizard asked who is asking posted: the worker keeps it as it is.
    const id = '0f6f3c1e-6a4b-4d2c-9e8f-7a6b5c4d3e2f';
    const answer = await page.evaluate(
      async (body: string) =>
        (await fetch('/api/consultation', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }))
          .status,
      JSON.stringify({
        id,
        projectType: 'website',
        budget: 'small',
        timeline: 'flexible',
        requirements: 'Ancienne page',
        lng: 'fr',
      }),
    );
    expect(answer).toBe(202);
    await until('the worker to keep the request', async () => (await queuedCount(page)) === 1, { timeout: 15_000 });

    await setWorkerOnline(worker, true);
    await syncNow();
    await until('the replay to reach the provider', () => provider.delivered.length === 1, { timeout: 15_000 });
    const [email] = provider.delivered;
    expect(email?.headers['idempotency-key']).toBe(id);
    expect(email?.body.html).toContain('Ancienne page');
    expect(email?.body.html).toContain('No contact details');
    expect(email?.body).not.toHaveProperty('reply_to');
  });

  it('is delivered once when the page’s online re-send and the worker’s replay run together', async () => {
    // The provider answers neither until both have reached it: they are truly in flight at once.
    await start({ holdUntil: 2 });
    const { page, worker } = await openControlled('en', held.url);
    await page.setOfflineMode(true);
    await setWorkerOnline(worker, false);
    const id = await submitConsultation(page, 'en', 'Both at once');
    await waitForStatus(page, copy.en.queued);
    expect(await queuedCount(page)).toBe(1);

    await setWorkerOnline(worker, true);
    await page.setOfflineMode(false);
    await waitForStatus(page, copy.en.sent);
    expect(provider.calls.map((call) => call.headers['idempotency-key'])).toEqual([id, id]);
    expect(provider.delivered).toHaveLength(1);
    expect(held.log.filter((line) => line.startsWith('POST /api/consultation'))).toEqual([
      'POST /api/consultation -> forwarded',
      'POST /api/consultation -> forwarded',
    ]);
  });

  it('keeps one copy of a request sent twice, and keeps it after a 5xx or a 429 until one goes through', async () => {
    await start();
    const { page, worker, syncNow } = await openControlled('fr', held.url);
    const answersFromWorker: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/consultation') && response.fromServiceWorker()) {
        answersFromWorker.push(response.status());
      }
    });
    await setWorkerOnline(worker, false);
    const id = await submitConsultation(page, 'fr', 'Relais en panne');
    await waitForStatus(page, copy.fr.queued);

    // The reopened page sends its queued draft again: the worker answers "queued" and keeps one copy.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await until('the worker to answer the page’s second send', () => answersFromWorker.length === 2, {
      timeout: 15_000,
    });
    expect(answersFromWorker).toEqual([202, 202]);
    expect(await queuedCount(page)).toBe(1);

    held.behave({ kind: 'answer', path: '/api/consultation', status: 503, to: site.url });
    await setWorkerOnline(worker, true);
    await until('the browser’s sync to meet the 503', () => held.log.some((line) => line.endsWith('-> 503')), {
      timeout: 15_000,
    });
    await until('the worker to keep the request', async () => (await queuedCount(page)) === 1, { timeout: 15_000 });

    held.behave({ kind: 'answer', path: '/api/consultation', status: 429, to: site.url });
    await syncNow();
    await until('the next sync to meet the 429', () => held.log.some((line) => line.endsWith('-> 429')), {
      timeout: 15_000,
    });
    await until('the worker to keep the request', async () => (await queuedCount(page)) === 1, { timeout: 15_000 });
    expect(provider.calls).toHaveLength(0);

    held.behave({ kind: 'forward', to: site.url });
    await syncNow();
    await waitForStatus(page, copy.fr.sent);
    expect(await queuedCount(page)).toBe(0);
    expect(provider.delivered.map((call) => call.headers['idempotency-key'])).toEqual([id]);
  });
});
