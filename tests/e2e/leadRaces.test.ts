import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { localizedPath } from '../../src/i18n/languagePaths';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'puppeteer';
import { FakeProvider } from '../support/servers/fakeProvider';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { url, Visitor, waitForApp } from '../support/browser/pages';
import { startScriptedRelay, type ScriptedRelay } from '../support/servers/scriptedRelay';
import { controlledByWorker as workerControl } from '../support/browser/serviceWorker';
import { outboxDir, newsletterProviderEnv } from '../support/state';
import { fillContactDetails } from '../support/browser/wizard';
import { holdsFor, until } from '../support/until';

jest.setTimeout(60_000);

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const copy = {
  fr: {
    answers: ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible'],
    submit: 'Obtenir le résumé du projet',
    summary: 'Résumé de votre projet',
    stored: 'Votre demande a bien été reçue.',
    failed: 'Votre demande n’a pas pu être envoyée.',
    queued:
      'Vous êtes hors ligne\u00a0: votre demande est conservée dans ce navigateur et partira dès le retour de la connexion.',
    rejected: 'Votre demande n’a pas pu être transmise, et la renvoyer n’y changerait rien.',
    retry: 'Réessayer l’envoi',
    email: 'Envoyer par e-mail',
  },
  en: {
    answers: ['Website', 'Under €10,000', 'Flexible'],
    submit: 'Get project summary',
    summary: 'Your project summary',
    stored: 'Your request has been received.',
    failed: 'Your request could not be sent.',
    queued: 'You are offline: your request is kept in this browser and will be sent as soon as the connection returns.',
    rejected: 'Your request could not be delivered, and sending it again would not help.',
    retry: 'Try sending again',
    email: 'Send by email',
  },
} as const;
type Language = keyof typeof copy;

async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (css: string, label: string) => [...document.querySelectorAll(css)].some((el) => el.textContent.trim() === label),
    {},
    selector,
    text,
  );
  for (const handle of await page.$$(selector)) {
    if ((await handle.evaluate((element) => element.textContent.trim())) === text) {
      await handle.click();
      return;
    }
  }
}

async function answerChoices(page: Page, language: Language): Promise<void> {
  for (const answer of copy[language].answers) await clickByText(page, 'main label.choice-card', answer);
  await page.waitForSelector('main textarea');
}

function storedDraft(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('persist:consultation') ?? '{}') as Record<string, string>,
  );
}

/** Types the requirements and submits; returns the request id the summary was given. */
async function submit(page: Page, language: Language, requirements: string): Promise<string> {
  await page.type('main textarea', requirements);
  await fillContactDetails(page);
  await clickByText(page, 'main .wizard-nav button', copy[language].submit);
  await page.waitForFunction(
    (text: string) => document.querySelector('main h2')?.textContent.trim() === text,
    {},
    copy[language].summary,
  );
  const saved = await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('persist:consultation') ?? '{}') as Record<string, string>;
    return stored.step === '4' ? ((JSON.parse(stored.delivery ?? '{}') as { id?: string | null }).id ?? null) : false;
  });
  return (await saved.jsonValue()) as string;
}

async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) => document.querySelector('main [role=status]')?.textContent.includes(expected) === true,
    {},
    text,
  );
}

async function openConsultation(origin: string, language: Language) {
  const opened = await visitor.open({ languages: language === 'fr' ? ['fr-FR', 'fr'] : ['en-US', 'en'] });
  await opened.page.goto(new URL(localizedPath('/consultation', language), origin).href, {
    waitUntil: 'load',
  });
  await waitForApp(opened.page);
  await opened.page.waitForSelector('main label.choice-card');
  return opened;
}

/** The consultation under the service worker's control, its first step shown again. */
async function controlledByWorker(page: Page): Promise<{ session: CDPSession; registrationId: string }> {
  const controlled = await workerControl(page);
  await page.waitForSelector('main label.choice-card');
  return controlled;
}

async function replayQueue(page: Page, session: CDPSession, registrationId: string): Promise<void> {
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag: 'workbox-background-sync:consultation-requests',
    lastChance: false,
  });
}

/** The ids of the requests in the worker's background-sync queue (Workbox's IndexedDB store). */
function queuedIds(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('workbox-background-sync');
        opening.onerror = () => {
          reject(new Error('cannot open the queue'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('requests')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('requests').objectStore('requests').getAll();
          reading.onsuccess = () => {
            db.close();
            const entries = reading.result as { queueName: string; requestData: { body?: ArrayBuffer } }[];
            resolve(
              entries
                .filter((entry) => entry.queueName === 'consultation-requests')
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
  );
}

function outboxRequest(dir: string, id: string): Record<string, unknown> {
  return (JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as { request: Record<string, unknown> })
    .request;
}

describe('a reload while the request is on its way (service worker installed)', () => {
  let site: ProductionServer;
  let relay: ScriptedRelay;
  let outbox: string;

  beforeEach(async () => {
    outbox = mkdtempSync(path.join(tmpdir(), 'agency-outbox-races-'));
    site = await startProductionServer({ CONSULTATION_OUTBOX_DIR: outbox, CONSULTATION_RATE_LIMIT: '1000' });
    relay = await startScriptedRelay(site.url);
  });

  afterEach(async () => {
    await relay.stop();
    await site.stop();
  });

  it('sends the request once: the worker queues nothing the page cancelled, the outbox gets one file', async () => {
    const { page } = await openConsultation(relay.url, 'fr');
    await controlledByWorker(page);
    await answerChoices(page, 'fr');
    relay.setMode({ kind: 'hold' });
    const id = await submit(page, 'fr', 'Rechargée pendant l’envoi');
    await until('a post to reach the relay', () => relay.posts.length > 0, { timeout: 15_000 });
    expect(relay.posts).toEqual([{ id, mode: 'hold', outcome: 'pending' }]);

    relay.setMode({ kind: 'forward' });
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await waitForStatus(page, copy.fr.stored);

    expect(relay.posts).toEqual([
      { id, mode: 'hold', outcome: 'pending' },
      { id, mode: 'forward', outcome: 200 },
    ]);

    // The worker's fetch for the page that went away fails now. The reopened page sent the request
    // already: a queued copy would show in the queue, or as a third request if it was replayed at once.
    relay.dropHeld();
    expect(await holdsFor(async () => (await queuedIds(page)).length === 0 && relay.posts.length === 2)).toBe(true);
    expect(relay.posts.map((post) => post.outcome)).toEqual(['dropped', 200]);
    expect(readdirSync(outbox)).toEqual([`${id}.json`]);
    expect(outboxRequest(outbox, id)).toMatchObject({ id, requirements: 'Rechargée pendant l’envoi' });
  });
});

describe('one draft open in two tabs', () => {
  it('sends each tab’s answers under an id of its own', async () => {
    const { page: first, context } = await openConsultation(url('/'), 'fr');
    await answerChoices(first, 'fr');
    await first.waitForFunction(() => localStorage.getItem('persist:consultation')?.includes('"step":"3"') === true);

    // The second tab reopens the same stored draft, at the same question.
    const second = await context.newPage();
    await second.goto(url('/consultation'), { waitUntil: 'load' });
    await waitForApp(second);
    await second.waitForSelector('main textarea');

    // Each tab is brought to the front before it is used: a hidden tab runs no animation frames.
    await first.bringToFront();
    const firstId = await submit(first, 'fr', 'Réponses du premier onglet');
    await waitForStatus(first, copy.fr.stored);
    await second.bringToFront();
    const secondId = await submit(second, 'fr', 'Réponses du second onglet');
    await waitForStatus(second, copy.fr.stored);

    expect(secondId).not.toBe(firstId);
    expect(outboxRequest(outboxDir(), firstId)).toMatchObject({ requirements: 'Réponses du premier onglet' });
    expect(outboxRequest(outboxDir(), secondId)).toMatchObject({ requirements: 'Réponses du second onglet' });
    expect(JSON.parse((await storedDraft(second)).delivery ?? '{}')).toMatchObject({ id: secondId });
  });
});

describe.each<[Language]>([['fr'], ['en']])('the worker replaying a queued request in %s', (language) => {
  const c = copy[language];
  let site: ProductionServer;
  let relay: ScriptedRelay;

  beforeEach(async () => {
    site = await startProductionServer({
      CONSULTATION_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'agency-outbox-races-')),
      CONSULTATION_RATE_LIMIT: '1000',
    });
    relay = await startScriptedRelay(site.url);
  });

  afterEach(async () => {
    await relay.stop();
    await site.stop();
  });

  it('keeps it after a 503, drops it after a 422 and shows the page the failure with the e-mail fallback', async () => {
    const { page } = await openConsultation(relay.url, language);
    const { session, registrationId } = await controlledByWorker(page);
    await answerChoices(page, language);

    // The relay cannot be reached: the worker keeps the request and tells the page it is queued.
    relay.setMode({ kind: 'drop' });
    const id = await submit(page, language, 'Refusée par le fournisseur');
    await waitForStatus(page, c.queued);
    await until('one request queued in the worker', async () => (await queuedIds(page)).length === 1, {
      timeout: 15_000,
    });

    // The outbox cannot be written for now: a temporary answer, so the request stays queued.
    relay.setMode({ kind: 'answer', status: 503, body: { error: 'unavailable' }, headers: { 'Retry-After': '30' } });
    await replayQueue(page, session, registrationId);
    await until('the relay to refuse a post', () => relay.posts.some((post) => post.outcome === 503), {
      timeout: 15_000,
    });
    await until('one request queued in the worker', async () => (await queuedIds(page)).length === 1, {
      timeout: 15_000,
    });
    expect(relay.posts.some((post) => post.outcome === 503)).toBe(true);
    expect(await queuedIds(page)).toEqual([id]);
    expect(await page.$eval('main [role=status]', (status) => status.textContent)).toContain(c.queued);

    // The provider refused the message for good: the worker drops it and the page says so.
    relay.setMode({ kind: 'answer', status: 422, body: { error: 'provider_rejected' } });
    await replayQueue(page, session, registrationId);
    await waitForStatus(page, c.rejected);
    expect(await queuedIds(page)).toEqual([]);
    const actions = await page.$$eval('.delivery-status__actions > *', (elements) =>
      elements.map((element) => ({
        tag: element.tagName,
        text: element.textContent.trim(),
        href: element.getAttribute('href'),
      })),
    );
    expect(actions).toEqual([{ tag: 'A', text: c.email, href: expect.stringMatching(/^mailto:/) as string }]);
    expect(relay.posts.map((post) => post.id)).toEqual(relay.posts.map(() => id));
  });
});

/** The real relay behind the two answers: an outbox it cannot write (503), a provider that refuses (422). */
async function startRealRelays() {
  const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), 'agency-outbox-races-')), 'file');
  writeFileSync(notAFolder, '');
  const provider = new FakeProvider();
  await provider.start();
  const unavailable = await startProductionServer({
    CONSULTATION_OUTBOX_DIR: path.join(notAFolder, 'outbox'),
    CONSULTATION_RATE_LIMIT: '1000',
  });
  const refusing = await startProductionServer({
    EMAIL_API_KEY: 're_e2e_provider_key',
    EMAIL_API_URL: provider.url,
    EMAIL_FROM: 'site@example.com',
    EMAIL_TO: 'agency@example.com',
    ...newsletterProviderEnv,
    CONSULTATION_RATE_LIMIT: '1000',
  });
  return {
    provider,
    unavailable,
    refusing,
    stop: async () => {
      await Promise.all([unavailable.stop(), refusing.stop()]);
      await provider.stop();
    },
  };
}

describe('the real relay’s temporary and final answers', () => {
  let relays: Awaited<ReturnType<typeof startRealRelays>>;

  beforeEach(async () => {
    relays = await startRealRelays();
  });

  afterEach(() => relays.stop());

  it('in French: an outbox that cannot be written (503) leaves Retry and the e-mail fallback', async () => {
    const { page } = await openConsultation(relays.unavailable.url, 'fr');
    await answerChoices(page, 'fr');
    await submit(page, 'fr', 'Disque plein');
    await waitForStatus(page, copy.fr.failed);
    expect(
      await page.$$eval('.delivery-status__actions > *', (elements) => elements.map((e) => e.textContent.trim())),
    ).toEqual([copy.fr.retry, copy.fr.email]);
  });

  it('in English: a message the provider refuses (422) leaves only the e-mail fallback, sent once', async () => {
    relays.provider.answers = [400];
    const { page } = await openConsultation(relays.refusing.url, 'en');
    await answerChoices(page, 'en');
    await submit(page, 'en', 'Refused');
    await waitForStatus(page, copy.en.rejected);
    expect(
      await page.$$eval('.delivery-status__actions > *', (elements) => elements.map((e) => e.textContent.trim())),
    ).toEqual([copy.en.email]);
    expect(relays.provider.calls).toHaveLength(1);
  });

  it('in English: the worker keeps a request answered 503 and drops one answered 422', async () => {
    const relay = await startScriptedRelay(relays.unavailable.url);
    try {
      const { page } = await openConsultation(relay.url, 'en');
      const { session, registrationId } = await controlledByWorker(page);
      await answerChoices(page, 'en');
      relay.setMode({ kind: 'drop' });
      const id = await submit(page, 'en', 'Queued, then refused');
      await waitForStatus(page, copy.en.queued);
      await until('one request queued in the worker', async () => (await queuedIds(page)).length === 1, {
        timeout: 15_000,
      });

      relay.setMode({ kind: 'forward' });
      await replayQueue(page, session, registrationId);
      await until('the relay to refuse a post', () => relay.posts.some((post) => post.outcome === 503), {
        timeout: 15_000,
      });
      await until('one request queued in the worker', async () => (await queuedIds(page)).length === 1, {
        timeout: 15_000,
      });
      expect(await queuedIds(page)).toEqual([id]);

      relays.provider.answers = [400];
      relay.setUpstream(relays.refusing.url);
      await replayQueue(page, session, registrationId);
      await waitForStatus(page, copy.en.rejected);
      expect(await queuedIds(page)).toEqual([]);
      expect(relays.provider.calls).toHaveLength(1);
      expect(relay.posts.filter((post) => post.outcome === 422)).toEqual([{ id, mode: 'forward', outcome: 422 }]);
    } finally {
      await relay.stop();
    }
  });
});
