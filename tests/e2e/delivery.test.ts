import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TargetType, type Page, type Target } from 'puppeteer';
import { interceptBooking, SCHEDULING_URL } from '../support/browser/booking';
import { contactCopy, fillAsPerson, sendContact, uniqueSubject, waitForPanel } from '../support/browser/contactForm';
import { url, Visitor, waitForApp, type Visit } from '../support/browser/pages';
import { attachWorker, controlledByWorker, queuedIds } from '../support/browser/serviceWorker';
import {
  answerChoices,
  clickByText,
  CONSULTATION_QUEUE,
  CONSULTATION_SYNC,
  requester,
  statusActions,
  submitRequest,
  waitForStatus,
  wizardCopy as copy,
  type Language,
} from '../support/browser/wizard';
import { startFakeProvider, type FakeProvider } from '../support/servers/fakeProvider';
import { holdAddress, type HeldAddress } from '../support/servers/heldAddress';
import { startProductionServer, type ProductionServer } from '../support/servers/productionServer';
import { newsletterProviderEnv, outboxDir } from '../support/state';
import { until } from '../support/until';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

// One site in provider mode for the whole file, before a stand-in provider: its failures and refusals, and what
// the service worker replays. The shared server (outbox mode) takes the rest.
let provider: FakeProvider;
let site: ProductionServer;

beforeAll(async () => {
  provider = await startFakeProvider();
  site = await startProductionServer({
    EMAIL_API_KEY: 're_e2e_provider_key',
    EMAIL_API_URL: provider.url,
    EMAIL_FROM: 'site@example.com',
    EMAIL_TO: 'agency@example.com',
    ...newsletterProviderEnv,
  });
});

afterAll(async () => {
  await site.stop();
  await provider.stop();
});

beforeEach(() => {
  provider.reset();
});

/** The consultation at `origin` (the shared server's by default), for a visitor of `language`. */
async function openConsultation(
  language: Language,
  { origin = url('/'), booking }: { origin?: string; booking?: 'unreachable' | 'widget' } = {},
): Promise<Visit & { asked: string[] }> {
  const opened = await visitor.open({ languages: [...copy[language].languages] });
  const asked = booking === undefined ? [] : await interceptBooking(opened.page, booking);
  await opened.page.goto(new URL(`${copy[language].base}/consultation`, origin).href, { waitUntil: 'load' });
  await waitForApp(opened.page);
  await opened.page.waitForSelector('main label.choice-card');
  return { ...opened, asked };
}

interface OutboxRecord {
  request: Record<string, unknown>;
  email: { html: string; reply_to?: string[] };
}

const outboxFile = (id: string) => path.join(outboxDir(), `${id}.json`);
const outboxRecord = (id: string) => JSON.parse(readFileSync(outboxFile(id), 'utf8')) as OutboxRecord;

const calendlyTags = (page: Page) => page.$$('script[src*="calendly"], link[href*="calendly"]');

async function startOver(page: Page, language: Language): Promise<void> {
  await clickByText(page, 'main .wizard-summary__actions button', copy[language].startOver);
  await page.waitForSelector('main label.choice-card');
}

describe('a consultation request to the shared server, which keeps it in its outbox', () => {
  it('in French: sends the request and who asks, which it stores; asks nothing of Calendly until “book a call”, then opens the scheduling page in a new tab when it is unreachable; and keeps nothing from a robot that filled the honeypot', async () => {
    const c = copy.fr;
    const { page, context, errors, asked } = await openConsultation('fr', { booking: 'unreachable' });
    await answerChoices(page, 'fr');
    const requirements = 'Refonte <b>complète</b> & "vite"';
    const id = await submitRequest(page, 'fr', requirements);
    await waitForStatus(page, c.stored);

    const record = outboxRecord(id);
    expect(record.request).toEqual({
      id,
      projectType: 'website',
      budget: 'small',
      timeline: 'flexible',
      requirements,
      contact: { ...requester, company: '', phone: '' },
      lng: 'fr',
    });
    expect(record.email.reply_to).toEqual([`"${requester.name}" <${requester.email}>`]);
    expect(record.email.html).toContain(requester.name);
    // Delivered, who asked is no longer kept in the browser.
    expect(await page.evaluate(() => sessionStorage.getItem('persist:consultationContact') ?? '')).not.toContain(
      requester.email,
    );

    const link = await page.$eval('.wizard-summary__actions a', (a) => ({
      href: a.getAttribute('href'),
      target: a.target,
      rel: a.rel,
    }));
    expect(link).toEqual({ href: SCHEDULING_URL, target: '_blank', rel: 'noopener noreferrer' });
    expect(asked).toEqual([]);
    expect(await calendlyTags(page)).toHaveLength(0);
    const opened = context.waitForTarget((target) => target.url().startsWith(SCHEDULING_URL));
    await page.click('.wizard-summary__actions a');
    const tab = await opened;
    expect(tab.url()).toBe(SCHEDULING_URL);
    // Back to the summary: a tab behind another runs no animation frames, which the waits below poll on.
    await (await tab.page())?.close();
    await page.bringToFront();
    // The press did ask for the widget first, and the page kept nothing of the failed load.
    expect(asked).toContain('https://assets.calendly.com/assets/external/widget.js');
    expect(await calendlyTags(page)).toHaveLength(0);

    await startOver(page, 'fr');
    await answerChoices(page, 'fr');
    const robot = await submitRequest(page, 'fr', 'Robot', { honeypot: 'https://spam.example' });
    await waitForStatus(page, c.stored);
    expect(robot).not.toBe(id);
    expect(existsSync(outboxFile(robot))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('in English, for a visitor who came from the home page: says no requirements were given and opens the booking popup when the widget loads', async () => {
    const c = copy.en;
    const opened = await visitor.open({ languages: [...c.languages] });
    const { page, context, errors } = opened;
    const asked = await interceptBooking(page, 'widget');
    await page.goto(url(`${c.base}/`), { waitUntil: 'load' });
    await waitForApp(page);
    await page.click('footer a[href$="/consultation"]');
    await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.name.endsWith('/consultation'));
    await waitForApp(page);
    await page.waitForSelector('main label.choice-card');
    await answerChoices(page, 'en');
    const id = await submitRequest(page, 'en', '');
    await waitForStatus(page, c.stored);
    expect(await page.$$eval('main dd', (answers) => answers.map((dd) => dd.textContent))).toEqual([
      ...c.answers,
      c.noRequirements,
      requester.name,
      requester.email,
    ]);
    expect(outboxRecord(id).request).toMatchObject({ requirements: '', lng: 'en' });
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
    expect(errors).toEqual([]);
  });
});

describe('a consultation request through the e-mail provider', () => {
  it('shows Retry and the e-mail fallback when the provider fails, and Retry sends the same request; a request the provider refuses leaves only the e-mail fallback, sent once; a request made offline goes once the connection returns', async () => {
    const c = copy.fr;
    // The relay tries twice per request: both attempts of the first request fail, the Retry succeeds.
    provider.answers = [500, 500];
    const { page } = await openConsultation('fr', { origin: site.url });
    await answerChoices(page, 'fr');
    const id = await submitRequest(page, 'fr', 'Provider down');
    await waitForStatus(page, c.failed);

    const [retry, mail] = await statusActions(page);
    expect(retry).toMatchObject({ tag: 'BUTTON', text: c.retry });
    expect(mail).toMatchObject({ tag: 'A', text: expect.stringContaining(c.email) as string });
    const [address, query] = (mail?.href ?? '').split('?');
    expect(address).toBe('mailto:hello@example.com');
    const fields = new URLSearchParams(query);
    expect(fields.get('subject')).toBe('Demande de consultation de projet');
    expect(fields.get('body')).toContain('Type de projet\u00a0: Site web');
    expect(fields.get('body')).toContain('Provider down');

    await clickByText(page, '.delivery-status__actions button', c.retry);
    await waitForStatus(page, c.sent);
    expect(await page.$eval('main [role=status]', (status) => status.textContent)).not.toContain(c.failed);
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

    // The provider refuses the next one for good (400): the relay says 422, sending again would not help.
    await startOver(page, 'fr');
    provider.answers = [400];
    await answerChoices(page, 'fr');
    const refused = await submitRequest(page, 'fr', 'Refused');
    await waitForStatus(page, c.rejected);
    expect(await statusActions(page)).toEqual([
      { tag: 'A', text: c.email, href: expect.stringMatching(/^mailto:/) as string },
    ]);
    expect(provider.calls.filter((call) => call.headers['idempotency-key'] === refused)).toHaveLength(1);

    // Offline, the page keeps the next request and sends it once the connection returns.
    await startOver(page, 'fr');
    await answerChoices(page, 'fr');
    await page.setOfflineMode(true);
    const offline = await submitRequest(page, 'fr', 'Hors ligne');
    await waitForStatus(page, c.queued);
    expect(provider.calls.filter((call) => call.headers['idempotency-key'] === offline)).toEqual([]);
    await page.setOfflineMode(false);
    await waitForStatus(page, c.sent);
    expect(provider.delivered.filter((call) => call.headers['idempotency-key'] === offline)).toHaveLength(1);
  });
});

/** Posts `body` to the consultation relay from the page, as an older page did; returns the answer's status. */
function postFromPage(page: Page, body: object): Promise<number> {
  return page.evaluate(
    async (json: string) =>
      (
        await fetch('/api/consultation', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json,
        })
      ).status,
    JSON.stringify(body),
  );
}

describe('leads the service worker keeps for later', () => {
  // The background sync of a service worker is the whole browser's: the headless shell has none.
  const syncing = new Visitor('whole');
  afterEach(() => syncing.closeContexts());
  afterAll(() => syncing.disconnect());

  // One origin for the whole test, in front of the site: the worker and its queues belong to it.
  let held: HeldAddress;
  beforeEach(async () => {
    held = await holdAddress({ kind: 'forward', to: site.url });
  });
  afterEach(() => held.stop());

  it('delivers a consultation request, one an older page queued without contact details, and a contact message once, by the browser’s own sync after their tabs were closed', async () => {
    const { page: wizardTab, context } = await syncing.open({ languages: [...copy.fr.languages], worker: true });
    await wizardTab.goto(`${held.url}/consultation`, { waitUntil: 'load' });
    await waitForApp(wizardTab);
    await controlledByWorker(wizardTab);
    const contactTab = await context.newPage();
    await contactTab.goto(`${held.url}/contact`, { waitUntil: 'load' });
    await waitForApp(contactTab);
    await contactTab.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The relay cannot be reached (connections drop, as on a lost network): the worker keeps each lead and
    // the browser, online, tries its sync at once and then again every second (see chromium.ts).
    held.behave({ kind: 'unreachable' });
    await wizardTab.bringToFront();
    await answerChoices(wizardTab, 'fr');
    const id = await submitRequest(wizardTab, 'fr', 'Onglet fermé');
    await waitForStatus(wizardTab, copy.fr.queued);
    // What a page from before the wizard asked who is asking posted: the worker keeps it as it is.
    const older = '0f6f3c1e-6a4b-4d2c-9e8f-7a6b5c4d3e2f';
    const answer = await postFromPage(wizardTab, {
      id: older,
      projectType: 'website',
      budget: 'small',
      timeline: 'flexible',
      requirements: 'Ancienne page',
      lng: 'fr',
    });
    expect(answer).toBe(202);

    await contactTab.bringToFront();
    const subject = uniqueSubject('Closed tab');
    await fillAsPerson(contactTab, subject);
    await sendContact(contactTab);
    await waitForPanel(contactTab, contactCopy.fr.queued);
    expect(await contactTab.$eval('main .contact-panel--queued p', (p) => p.textContent)).toContain(
      contactCopy.fr.keptByWorker,
    );

    await until(
      'the worker to keep both requests',
      async () => (await queuedIds(wizardTab, CONSULTATION_QUEUE)).length === 2,
      { timeout: 15_000 },
    );
    expect(await queuedIds(wizardTab, 'contact-messages')).toHaveLength(1);
    expect(
      await wizardTab.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.sync.getTags())),
    ).toEqual(expect.arrayContaining([CONSULTATION_SYNC, 'workbox-background-sync:contact-messages']));
    expect(provider.calls).toHaveLength(0);
    await wizardTab.close();
    await contactTab.close();

    // No page is left to send anything: only the worker's replays, on the browser's retries, can.
    held.behave({ kind: 'forward', to: site.url });
    await until('the browser’s sync to replay the three leads', () => provider.delivered.length === 3, {
      timeout: 20_000,
    }).catch((error: unknown) => {
      throw new Error(
        `${String(error)}; the held address saw:\n${held.log.filter((line) => line.startsWith('POST')).join('\n')}`,
      );
    });
    const delivered = (key: string) => provider.delivered.find((call) => call.headers['idempotency-key'] === key);
    expect(delivered(id)?.body.html).toContain('Onglet fermé');
    expect(delivered(older)?.body.html).toContain('Ancienne page');
    expect(delivered(older)?.body.html).toContain('No contact details');
    expect(delivered(older)?.body).not.toHaveProperty('reply_to');
    expect(provider.delivered.filter((call) => call.body.subject === `New contact message: ${subject}`)).toHaveLength(
      1,
    );

    // The next visit finds the draft still marked queued and sends it again: the same id, delivered once.
    const reopened = await context.newPage();
    await reopened.goto(`${held.url}/consultation`, { waitUntil: 'load' });
    await waitForApp(reopened);
    await waitForStatus(reopened, copy.fr.sent);
    expect(await queuedIds(reopened, CONSULTATION_QUEUE)).toEqual([]);
    expect(provider.delivered).toHaveLength(3);
  });

  it('delivers a consultation request once when the page’s online re-send and the worker’s replay run together', async () => {
    // The provider answers neither until both have reached it: they are truly in flight at once.
    provider.holdUntil = 2;
    const { page } = await syncing.open({ languages: [...copy.en.languages], worker: true });
    await page.goto(`${held.url}/en/consultation`, { waitUntil: 'load' });
    await waitForApp(page);
    const worker = await attachWorker(page);
    await page.setOfflineMode(true);
    await worker.setOnline(false);
    await answerChoices(page, 'en');
    const id = await submitRequest(page, 'en', 'Both at once');
    await waitForStatus(page, copy.en.queued);
    expect(await queuedIds(page, CONSULTATION_QUEUE)).toEqual([id]);

    await worker.setOnline(true);
    await page.setOfflineMode(false);
    await waitForStatus(page, copy.en.sent);
    expect(provider.calls.map((call) => call.headers['idempotency-key'])).toEqual([id, id]);
    expect(provider.delivered).toHaveLength(1);
    expect(held.log.filter((line) => line.startsWith('POST /api/consultation'))).toEqual([
      'POST /api/consultation -> forwarded',
      'POST /api/consultation -> forwarded',
    ]);
  });
});
