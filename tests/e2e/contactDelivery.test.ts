import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TargetType, type CDPSession, type HTTPRequest, type Page } from 'puppeteer';
import { holdAddress } from '../support/servers/heldAddress';
import { visit, Visitor, waitForApp } from '../support/browser/pages';
import { controlledByWorker } from '../support/browser/serviceWorker';
import { MIN_DRAFT_MS } from '../../src/lib/leads/spam';
import { baseUrl, contactOutboxDir } from '../support/state';
import { until } from '../support/until';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Language = 'fr' | 'en';

const copy = {
  fr: {
    path: '/contact',
    languages: ['fr-FR', 'fr'],
    send: 'Envoyer le message',
    sent: 'Message envoyé\u202f!',
    failed: 'Une erreur est survenue',
    retry: 'Réessayer',
    queued: 'Message conservé',
    keptByWorker: 'même si vous fermez cette page',
  },
  en: {
    path: '/en/contact',
    languages: ['en-US', 'en'],
    send: 'Send message',
    sent: 'Message sent!',
    failed: 'Something went wrong',
    retry: 'Try again',
    queued: 'Message kept',
    keptByWorker: 'even if you close this page',
  },
} as const;

interface StoredMessage {
  request: { id: string; name: string; email: string; subject: string; message: string; lng: string };
  email: { subject: string; reply_to?: string[] };
}

/** The contact messages the shared server's outbox holds with `subject`: each test uses its own. */
function delivered(subject: string): StoredMessage[] {
  const dir = contactOutboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMessage)
    .filter((record) => record.request.subject === subject);
}

/** A unique subject, so a test finds its own message among the suite's. */
const uniqueSubject = (label: string) => `${label} ${String(Date.now())}-${String(Math.random()).slice(2, 8)}`;

// A person takes longer than the relay's 2 s time trap to write a message; a test must too, or the relay
// answers it as a robot's (a success that delivers nothing). The page's clock starts at its first keystroke,
// which a loaded machine may apply late: the wait counts from the last one.
const HUMAN_PACE_MS = MIN_DRAFT_MS + 500;

async function fill(page: Page, subject: string): Promise<void> {
  await page.type('#contact-name', 'Camille Martin');
  await page.type('#contact-email', 'camille@example.com');
  await page.type('#contact-subject', subject);
  await page.type('#contact-message', 'Nous aimerions un nouveau site.');
  await new Promise((resolve) => setTimeout(resolve, HUMAN_PACE_MS));
}

async function send(page: Page): Promise<void> {
  const button = await page.waitForSelector('main form button[type="submit"]');
  await button?.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await button?.click();
}

async function waitForPanel(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => [...document.querySelectorAll('main h3')].some((h) => h.textContent.trim() === wanted),
    {},
    title,
  );
}

async function clickButton(page: Page, label: string): Promise<void> {
  await page.locator(`::-p-text(${label})`).click();
}

async function open(language: Language): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await visitor.open({ languages: [...copy[language].languages] });
  await visit(page, copy[language].path);
  return { page, errors };
}

describe.each(['fr', 'en'] as const)('a contact message in %s', (language) => {
  const t = copy[language];

  it('reaches the agency’s outbox exactly once, answerable by e-mail', async () => {
    const { page, errors } = await open(language);
    const subject = uniqueSubject('Delivered');
    await fill(page, subject);
    await send(page);
    await waitForPanel(page, t.sent);
    const messages = delivered(subject);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.request).toMatchObject({ name: 'Camille Martin', email: 'camille@example.com', lng: language });
    expect(messages[0]?.email.subject).toBe(`New contact message: ${subject}`);
    expect(messages[0]?.email.reply_to).toEqual(['"Camille Martin" <camille@example.com>']);
    expect(errors).toEqual([]);
  });

  it('shows the error when the relay fails; Try Again keeps the message, and sending again delivers it once', async () => {
    const { page } = await open(language);
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    const attempts: string[] = [];
    const answer = async (request: HTTPRequest) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/contact')) {
        await request.continue();
        return;
      }
      attempts.push((JSON.parse((await request.fetchPostData()) ?? '{}') as { id: string }).id);
      // The first attempt meets a failing relay (its provider down); the next reaches the real one.
      if (attempts.length === 1) {
        await request.respond({ status: 502, contentType: 'application/json', body: '{"error":"provider_failed"}' });
      } else {
        await request.continue();
      }
    };
    page.on('request', (request: HTTPRequest) => {
      void answer(request);
    });
    const subject = uniqueSubject('Retried');
    await fill(page, subject);
    await send(page);
    await waitForPanel(page, t.failed);
    expect(delivered(subject)).toEqual([]);

    await clickButton(page, t.retry);
    await page.waitForSelector('#contact-name');
    expect(await page.$eval('#contact-subject', (input) => (input as HTMLInputElement).value)).toBe(subject);
    expect(await page.$eval('#contact-message', (input) => (input as HTMLTextAreaElement).value)).toBe(
      'Nous aimerions un nouveau site.',
    );
    await send(page);
    await waitForPanel(page, t.sent);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    expect(delivered(subject).map((message) => message.request.id)).toEqual([attempts[0]]);
  });

  it('is queued offline and delivered once when the connection returns', async () => {
    const { page } = await open(language);
    await controlledByWorker(page);
    const target = await page
      .browserContext()
      .waitForTarget((candidate) => candidate.type() === TargetType.SERVICE_WORKER);
    const worker: CDPSession = await target.createCDPSession();
    await worker.send('Network.enable');
    const network = (offline: boolean) =>
      worker.send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

    await page.setOfflineMode(true);
    await network(true);
    const subject = uniqueSubject('Queued');
    await fill(page, subject);
    await send(page);
    await waitForPanel(page, t.queued);
    expect(delivered(subject)).toEqual([]);

    await network(false);
    await page.setOfflineMode(false);
    await waitForPanel(page, t.sent);
    expect(delivered(subject)).toHaveLength(1);
  });
});

describe('a contact message the service worker keeps', () => {
  // The background sync of a service worker is the whole browser's: the headless shell has none.
  const syncing = new Visitor('whole');
  afterEach(() => syncing.closeContexts());
  afterAll(() => syncing.disconnect());

  it('is delivered once by the browser’s own sync after the tab was closed', async () => {
    // One origin for the whole test, in front of the shared server: the worker and its queue belong to it.
    const held = await holdAddress({ kind: 'forward', to: baseUrl() });
    try {
      const { page } = await syncing.open({ languages: [...copy.fr.languages] });
      await page.goto(`${held.url}/contact`, { waitUntil: 'load' });
      await waitForApp(page);
      await controlledByWorker(page);
      // The relay cannot be reached (its connections drop): the worker keeps the message and the browser
      // tries its sync at once, then every second in the test browser (see chromium.ts).
      held.behave({ kind: 'drop', path: '/api/contact', to: baseUrl() });
      const subject = uniqueSubject('Closed tab');
      await fill(page, subject);
      await send(page);
      await waitForPanel(page, copy.fr.queued);
      expect(await page.$eval('main .contact-panel--queued p', (p) => p.textContent)).toContain(copy.fr.keptByWorker);
      expect(delivered(subject)).toEqual([]);
      await page.close();

      // No page is left: only the worker's replay, on one of the browser's retries, can deliver it.
      held.behave({ kind: 'forward', to: baseUrl() });
      await until('the worker’s replay to deliver the message', () => delivered(subject).length > 0, {
        timeout: 20_000,
      });
      expect(delivered(subject)).toHaveLength(1);
      expect(delivered(subject)[0]?.request).toMatchObject({ name: 'Camille Martin', lng: 'fr' });
    } finally {
      await held.stop();
    }
  });
});

describe('spam kept out without third parties', () => {
  it('tells a robot that filled the honeypot its message was sent, and keeps nothing', async () => {
    const { page } = await open('en');
    const subject = uniqueSubject('Honeypot');
    await fill(page, subject);
    await page.$eval('input[name="website"]', (input) => {
      input.value = 'http://spam.example';
    });
    await send(page);
    await waitForPanel(page, copy.en.sent);
    expect(delivered(subject)).toEqual([]);
  });

  it('keeps nothing of a message sent faster than a person could write it', async () => {
    const { page } = await open('fr');
    const subject = uniqueSubject('Too fast');
    // Each value arrives whole, as a robot's would, well inside the 2 s trap.
    for (const [id, value] of [
      ['contact-name', 'R'],
      ['contact-email', 'r@example.com'],
      ['contact-subject', subject],
      ['contact-message', '0123456789'],
    ] as const) {
      await page.focus(`#${id}`);
      await page.keyboard.sendCharacter(value);
    }
    await send(page);
    await waitForPanel(page, copy.fr.sent);
    expect(delivered(subject)).toEqual([]);
  });
});
