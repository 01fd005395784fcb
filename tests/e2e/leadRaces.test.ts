import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { localizedPath } from '../../src/i18n/languagePaths';
import { url, Visitor, waitForApp } from '../support/browser/pages';
import { attachWorker, controlledByWorker, queuedIds } from '../support/browser/serviceWorker';
import {
  answerChoices,
  clickByText,
  CONSULTATION_QUEUE,
  CONSULTATION_SYNC,
  statusActions,
  submitRequest,
  waitForStatus,
  wizardCopy as copy,
  type Language,
} from '../support/browser/wizard';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { startScriptedRelay, type ScriptedRelay } from '../support/servers/scriptedRelay';
import { baseUrl, outboxDir } from '../support/state';
import { holdsFor, until } from '../support/until';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

async function openConsultation(origin: string, language: Language, { worker }: { worker: boolean }) {
  const opened = await visitor.open({ languages: [...copy[language].languages], worker });
  await opened.page.goto(new URL(localizedPath('/consultation', language), origin).href, { waitUntil: 'load' });
  await waitForApp(opened.page);
  await opened.page.waitForSelector('main label.choice-card');
  return opened;
}

/** The consultation under the service worker's control, its first step shown again. */
async function underWorker(page: Page) {
  const worker = await attachWorker(page);
  await page.waitForSelector('main label.choice-card');
  return worker;
}

function outboxRequest(id: string): Record<string, unknown> {
  return (
    JSON.parse(readFileSync(path.join(outboxDir(), `${id}.json`), 'utf8')) as { request: Record<string, unknown> }
  ).request;
}

// A same-origin stand-in in front of the server answers the consultation's posts as each test scripts it.
let relay: ScriptedRelay;

describe('a reload while the request is on its way (service worker installed)', () => {
  beforeEach(async () => {
    relay = await startScriptedRelay(baseUrl());
  });
  afterEach(() => relay.stop());

  it('sends the request once: the worker queues nothing the page cancelled, the outbox gets it once', async () => {
    const { page } = await openConsultation(relay.url, 'fr', { worker: true });
    await controlledByWorker(page);
    await page.waitForSelector('main label.choice-card');
    await answerChoices(page, 'fr');
    relay.setMode({ kind: 'hold' });
    const id = await submitRequest(page, 'fr', 'Rechargée pendant l’envoi');
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
    expect(
      await holdsFor(async () => (await queuedIds(page, CONSULTATION_QUEUE)).length === 0 && relay.posts.length === 2),
    ).toBe(true);
    expect(relay.posts.map((post) => post.outcome)).toEqual(['dropped', 200]);
    expect(outboxRequest(id)).toMatchObject({ id, requirements: 'Rechargée pendant l’envoi' });
  });
});

describe('one draft open in two tabs', () => {
  it('sends each tab’s answers under an id of its own', async () => {
    const opened = await openConsultation(url('/'), 'fr', { worker: false });
    const first = opened.page;
    await answerChoices(first, 'fr');
    await first.waitForFunction(() => localStorage.getItem('persist:consultation')?.includes('"step":"3"') === true);

    // The second tab reopens the same stored draft, at the same question.
    const { page: second } = await visitor.open({ languages: [...copy.fr.languages], sameProfileAs: opened });
    await second.goto(url('/consultation'), { waitUntil: 'load' });
    await waitForApp(second);
    await second.waitForSelector('main textarea');

    // Each tab is brought to the front before it is used: a hidden tab runs no animation frames.
    await first.bringToFront();
    const firstId = await submitRequest(first, 'fr', 'Réponses du premier onglet');
    await waitForStatus(first, copy.fr.stored);
    await second.bringToFront();
    const secondId = await submitRequest(second, 'fr', 'Réponses du second onglet');
    await waitForStatus(second, copy.fr.stored);

    expect(secondId).not.toBe(firstId);
    expect(outboxRequest(firstId)).toMatchObject({ requirements: 'Réponses du premier onglet' });
    expect(outboxRequest(secondId)).toMatchObject({ requirements: 'Réponses du second onglet' });
    const stored = await second.evaluate(() => localStorage.getItem('persist:consultation') ?? '{}');
    expect(JSON.parse((JSON.parse(stored) as { delivery?: string }).delivery ?? '{}')).toMatchObject({ id: secondId });
  });
});

describe('the relay’s temporary and final answers, met by the page and by the worker’s replays', () => {
  // The real relay's own 503: an outbox it cannot write, under a regular file.
  let unavailable: ProductionServer;
  let notAFolder: string;

  beforeEach(async () => {
    notAFolder = mkdtempSync(path.join(tmpdir(), 'agency-outbox-races-'));
    writeFileSync(path.join(notAFolder, 'file'), '');
    unavailable = await startProductionServer({
      CONSULTATION_OUTBOX_DIR: path.join(notAFolder, 'file', 'outbox'),
      CONSULTATION_RATE_LIMIT: '1000',
    });
    relay = await startScriptedRelay(unavailable.url);
  });

  afterEach(async () => {
    await relay.stop();
    await unavailable.stop();
    rmSync(notAFolder, { recursive: true, force: true });
  });

  it('fails on a 503 with Retry and the e-mail fallback; kept by the worker once however often sent, through a 503 and a 429; dropped at a 422, which the page shows with the e-mail fallback only', async () => {
    const c = copy.en;
    const { page } = await openConsultation(relay.url, 'en', { worker: true });
    const worker = await underWorker(page);
    const fromWorker: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/consultation') && response.fromServiceWorker()) {
        fromWorker.push(response.status());
      }
    });

    // The worker passes the relay's answer on: the outbox cannot be written for now, the visitor may retry.
    await answerChoices(page, 'en');
    const id = await submitRequest(page, 'en', 'Queued, then refused');
    await waitForStatus(page, c.failed);
    expect((await statusActions(page)).map((action) => action.text)).toEqual([c.retry, c.email]);

    // The relay cannot be reached now: the worker keeps the request and tells the page it is queued.
    relay.setMode({ kind: 'drop' });
    await clickByText(page, '.delivery-status__actions button', c.retry);
    await waitForStatus(page, c.queued);
    expect(await queuedIds(page, CONSULTATION_QUEUE)).toEqual([id]);
    // The reopened page sends its queued draft again: the worker answers "queued" and keeps one copy.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await until('the worker to answer the page’s second send', () => fromWorker.length === 3, { timeout: 15_000 });
    expect(fromWorker).toEqual([503, 202, 202]);
    expect(await queuedIds(page, CONSULTATION_QUEUE)).toEqual([id]);

    // The replay meets the outbox's 503, then a rate limit's 429: temporary, the request stays queued.
    relay.setMode({ kind: 'forward' });
    await worker.syncNow(CONSULTATION_SYNC);
    await until('the replay to meet the 503', () => relay.posts.filter((post) => post.outcome === 503).length === 2, {
      timeout: 15_000,
    });
    // The replay takes the request out of the queue while it tries: the next sync finds it only once it is back.
    await until(
      'the request to be queued again',
      async () => (await queuedIds(page, CONSULTATION_QUEUE)).length === 1,
      {
        timeout: 15_000,
      },
    );
    relay.setMode({ kind: 'answer', status: 429, body: { error: 'rate_limited' }, headers: { 'Retry-After': '30' } });
    await worker.syncNow(CONSULTATION_SYNC);
    await until('the replay to meet the 429', () => relay.posts.some((post) => post.outcome === 429), {
      timeout: 15_000,
    });
    await until(
      'the request to be queued again',
      async () => (await queuedIds(page, CONSULTATION_QUEUE)).length === 1,
      {
        timeout: 15_000,
      },
    );
    expect(await queuedIds(page, CONSULTATION_QUEUE)).toEqual([id]);
    expect(await page.$eval('main [role=status]', (status) => status.textContent)).toContain(c.queued);

    // The provider refused the message for good: the worker drops it and the page says so.
    relay.setMode({ kind: 'answer', status: 422, body: { error: 'provider_rejected' } });
    await worker.syncNow(CONSULTATION_SYNC);
    await waitForStatus(page, c.rejected);
    expect(await queuedIds(page, CONSULTATION_QUEUE)).toEqual([]);
    expect(await statusActions(page)).toEqual([
      { tag: 'A', text: c.email, href: expect.stringMatching(/^mailto:/) as string },
    ]);
    expect(relay.posts.map((post) => post.id)).toEqual(relay.posts.map(() => id));
  });
});
