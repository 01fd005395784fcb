import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { startProductionServer, type ProductionServer } from './support/productionServer';
import { url, Visitor, waitForApp } from './support/pages';
import { outboxDir } from './support/state';

jest.setTimeout(45_000);

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Language = 'fr' | 'en';

const copy = {
  fr: {
    languages: ['fr-FR', 'fr'],
    query: '',
    answers: ['Site Web', 'Moins de 10\u00a0000\u00a0€', 'Flexible'],
    submit: 'Obtenir le résumé du projet',
    summary: 'Résumé de votre projet',
    stored: 'Votre demande a bien été reçue.',
    sent: 'Votre demande a bien été envoyée.',
    failed: 'Votre demande n’a pas pu être envoyée.',
    queued: 'Vous êtes hors ligne\u00a0: votre demande sera envoyée dès votre retour en ligne.',
    retry: 'Réessayer l’envoi',
    email: 'Envoyer par e-mail',
    subject: 'Demande de consultation de projet',
    bodyLine: 'Type de projet\u00a0: Site Web',
    book: 'Réserver un appel',
  },
  en: {
    languages: ['en-US', 'en'],
    query: '?lng=en',
    answers: ['Website', 'Under $10,000', 'Flexible'],
    submit: 'Get Project Summary',
    summary: 'Your Project Summary',
    stored: 'Your request has been received.',
    sent: 'Your request has been sent.',
    failed: 'Your request could not be sent.',
    queued: 'You are offline: your request is queued and will be sent when you are back online.',
    retry: 'Try sending again',
    email: 'Send by email',
    subject: 'Project consultation request',
    bodyLine: 'Project type: Website',
    book: 'Book a call',
  },
} as const;

const SCHEDULING_URL = 'https://calendly.com/example/consultation';

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

/** Answers the four questions and submits; returns the draft's request id. */
async function submitConsultation(page: Page, language: Language, requirements: string): Promise<string> {
  const c = copy[language];
  for (const answer of c.answers) await clickByText(page, 'main label.choice-card', answer);
  await page.waitForSelector('main textarea');
  await page.type('main textarea', requirements);
  await clickByText(page, 'main .wizard-nav button', c.submit);
  await page.waitForFunction(
    (text: string) => document.querySelector('main h2')?.textContent.trim() === text,
    {},
    c.summary,
  );
  // The draft (and its request id) is saved in local storage as redux-persist writes it.
  const saved = await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('persist:consultation') ?? '{}') as Record<string, string>;
    return stored.step === '4' && stored.requestId !== undefined ? (JSON.parse(stored.requestId) as string) : false;
  });
  return (await saved.jsonValue()) as string;
}

async function openConsultation(language: Language, origin?: string) {
  const opened = await visitor.open({ languages: [...copy[language].languages] });
  const address = new URL(`/consultation${copy[language].query}`, origin ?? url('/')).href;
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

function outboxRecord(id: string): { request: Record<string, unknown> } {
  return JSON.parse(readFileSync(path.join(outboxDir(), `${id}.json`), 'utf8')) as { request: Record<string, unknown> };
}

describe.each<[Language]>([['fr'], ['en']])('delivering the consultation in %s', (language) => {
  const c = copy[language];

  it('sends the request to the relay, which stores it, and the summary says it was received', async () => {
    const { page, errors } = await openConsultation(language);
    const requirements = `Refonte <b>complète</b> & "vite" (${language})`;
    const id = await submitConsultation(page, language, requirements);
    await waitForStatus(page, c.stored);

    expect(outboxRecord(id).request).toEqual({
      id,
      projectType: 'website',
      budget: 'small',
      timeline: 'flexible',
      requirements,
      lng: language,
    });
    expect(errors).toEqual([]);
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

  it('keeps the booking link working while the provider’s widget host is unreachable', async () => {
    const { page, context } = await openConsultation(language);
    await submitConsultation(page, language, '');
    await page.waitForSelector('script[src="https://assets.calendly.com/assets/external/widget.js"][async]');
    expect(
      await page.$$eval(
        'link[rel=stylesheet][href="https://assets.calendly.com/assets/external/widget.css"]',
        (l) => l.length,
      ),
    ).toBe(1);
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

    const opened = context.waitForTarget((target) => target.url().startsWith(SCHEDULING_URL));
    await page.click('.wizard-summary__actions a');
    expect((await opened).url()).toBe(SCHEDULING_URL);
  });
});

interface ProviderCall {
  headers: IncomingHttpHeaders;
  body: { from?: string; to?: string[]; subject?: string; html?: string };
}

/** A fake e-mail provider on loopback that refuses the first `failures` calls, then accepts. */
async function startFakeProvider(failures: number) {
  const calls: ProviderCall[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: JSON.parse(raw) as ProviderCall['body'] });
      const ok = calls.length > failures;
      response.writeHead(ok ? 200 : 500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(ok ? { id: `email-${String(calls.length)}` } : { message: 'unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/emails`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a provider failure', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let site: ProductionServer;

  beforeEach(async () => {
    // The relay tries twice per request: both attempts of the first request fail, the Retry succeeds.
    provider = await startFakeProvider(2);
    site = await startProductionServer({
      EMAIL_API_KEY: 're_e2e_provider_key',
      EMAIL_API_URL: provider.url,
      EMAIL_FROM: 'site@example.com',
      EMAIL_TO: 'agency@example.com',
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
      });
    },
  );
});

describe('a request made while the relay is unreachable (service worker)', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let site: ProductionServer | undefined;
  const relayEnv = () => ({
    EMAIL_API_KEY: 're_e2e_provider_key',
    EMAIL_API_URL: provider.url,
    EMAIL_FROM: 'site@example.com',
    EMAIL_TO: 'agency@example.com',
  });

  beforeEach(async () => {
    provider = await startFakeProvider(0);
    site = await startProductionServer(relayEnv());
  });

  afterEach(async () => {
    await site?.stop();
    await provider.stop();
  });

  it.each<[Language]>([['fr'], ['en']])(
    'in %s: is queued by the worker, then delivered exactly once when it replays',
    async (language) => {
      const c = copy[language];
      const origin = site?.url ?? '';
      const { page } = await openConsultation(language, origin);
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
      const registrationId = await registration;

      // The relay goes away for real: the worker's own fetch fails, whatever the page thinks of the network.
      await site?.stop();
      site = undefined;
      const id = await submitConsultation(page, language, 'Relay down');
      await waitForStatus(page, c.queued);
      expect(provider.calls).toHaveLength(0);

      site = await startProductionServer({ ...relayEnv(), PORT: new URL(origin).port });
      await session.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(origin).origin,
        registrationId,
        tag: 'workbox-background-sync:consultation-requests',
        lastChance: false,
      });
      await waitForStatus(page, c.sent);
      expect(provider.calls).toHaveLength(1);
      expect(provider.calls[0]?.headers['idempotency-key']).toBe(id);
      expect(provider.calls[0]?.body.html).toContain('Relay down');
    },
  );
});
