import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { encodeClaim, readToken } from '../../src/lib/leads/newsletter';
import { pageTime, pastTimeTrap } from '../support/browser/forms';
import { headingText, visit, Visitor, waitForApp } from '../support/browser/pages';
import { controlledByWorker } from '../support/browser/serviceWorker';
import { baseUrl, outboxRoot } from '../support/state';
import { holdsFor, until } from '../support/until';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const copy = {
  fr: {
    home: '/',
    languages: ['fr-FR', 'fr'],
    field: 'Votre adresse e-mail',
    subscribe: 'S’abonner',
    sent: 'Presque fini',
    subject: 'Confirmez votre inscription à la newsletter de Studio Nova',
    page: '/newsletter/confirm',
    title: 'Confirmez votre inscription',
    button: 'Confirmer mon inscription',
    done: 'Inscription confirmée',
    invalid: 'Ce lien n’est pas valide',
    expired: 'Ce lien a expiré',
    offline: 'Vous êtes hors ligne',
  },
  en: {
    home: '/en/',
    languages: ['en-US', 'en'],
    field: 'Your email address',
    subscribe: 'Subscribe',
    sent: 'Almost done!',
    subject: 'Confirm your subscription to the Studio Nova newsletter',
    page: '/en/newsletter/confirm',
    title: 'Confirm your subscription',
    button: 'Confirm my subscription',
    done: 'Subscription confirmed',
    invalid: 'This link is not valid',
    expired: 'This link has expired',
    offline: 'You are offline',
  },
} as const;

type Language = keyof typeof copy;

interface StoredEmail {
  email: { to: string[]; subject: string; html: string };
}

const records = <T>(folder: string): T[] => {
  const dir = path.join(outboxRoot(), folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T);
};
const confirmationsTo = (address: string) =>
  records<StoredEmail>('newsletter-emails').filter((record) => record.email.to.includes(address));
const subscribersWith = (address: string) =>
  records<{ email: string; language: string; consentedAt: string }>('newsletter').filter(
    (record) => record.email === address,
  );

const uniqueAddress = (label: string) =>
  `${label}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;

/**
 * Signs up in the page's form, found by its labels as a visitor would, once the time trap has passed since
 * `shown` (the page's clock when the form was on the page): a person takes longer than that.
 */
async function signUp(
  page: Page,
  language: Language,
  address: string,
  { shown, fillTrap = false }: { shown: number; fillTrap?: boolean },
): Promise<void> {
  const t = copy[language];
  const field = page.locator(`::-p-aria(${t.field}[role="textbox"])`);
  await field.click();
  await field.fill(address);
  if (fillTrap)
    await page.$eval('#newsletter input[name="website"]', (input) => {
      input.value = 'https://spam.example';
    });
  await pastTimeTrap(page, shown);
  await page.locator(`::-p-aria(${t.subscribe}[role="button"])`).click();
  await page.waitForFunction(
    (wanted: string) => document.querySelector('#newsletter [role="status"]')?.textContent.includes(wanted),
    {},
    t.sent,
  );
}

/** The link of the confirmation e-mail written for `address`, and its token. */
function linkFor(address: string): URL {
  const [stored, ...others] = confirmationsTo(address);
  expect(others).toEqual([]);
  const href = /href="([^"]+)"/.exec(stored?.email.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '';
  return new URL(href);
}

/** Opens a confirmation link on the test server (the e-mail's origin is the configured public one). */
async function openLink(page: Page, link: URL): Promise<void> {
  await page.goto(new URL(`${link.pathname}${link.search}`, baseUrl()).href, { waitUntil: 'load' });
  await waitForApp(page);
}

async function press(page: Page, label: string): Promise<void> {
  await page.locator(`::-p-aria(${label}[role="button"])`).click();
}

const waitForHeading = (page: Page, wanted: string) =>
  page.waitForFunction((text: string) => document.querySelector('main h1')?.textContent.trim() === text, {}, wanted);

describe('the newsletter in French, for a visitor whose browser has the site’s service worker', () => {
  const t = copy.fr;

  it('mails a confirmation link that opens the page; its button subscribes once, a second confirmation adds nothing, and offline the page opens from the cache with its button saying it needs a connection', async () => {
    const { page, errors } = await visitor.open({ languages: [...t.languages], viewport: 'phone', worker: true });
    await visit(page, t.home);
    await controlledByWorker(page);
    const address = uniqueAddress('signup-fr');
    await signUp(page, 'fr', address, { shown: await pageTime(page) });
    // The confirmation is written after the answer (issue 45, item 4).
    await until('the confirmation e-mail', () => confirmationsTo(address).length > 0);

    const [email] = confirmationsTo(address);
    expect(email?.email.subject).toBe(t.subject);
    const link = linkFor(address);
    // The configured public origin (the build's default here), never the Host the request came with.
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:8080${t.page}`);
    expect(readToken(link.searchParams.get('token') ?? '')?.claim).toMatchObject({ email: address, lng: 'fr' });

    await openLink(page, link);
    expect(await headingText(page)).toBe(t.title);
    expect(await page.$eval('main', (main) => main.textContent)).toContain(address);
    expect(await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content'))).toBe('noindex');
    expect(await page.$('link[rel="canonical"]')).toBeNull();
    // Opening the link, as a mail scanner would, records nothing.
    expect(subscribersWith(address)).toEqual([]);

    await press(page, t.button);
    await waitForHeading(page, t.done);
    // Confirmed: the page offers no second sign-up, nor does its footer.
    expect(await page.$('#newsletter')).toBeNull();
    const [subscriber, ...more] = subscribersWith(address);
    expect(more).toEqual([]);
    expect(subscriber).toMatchObject({ email: address, language: 'fr' });

    await openLink(page, link);
    await press(page, t.button);
    await waitForHeading(page, t.done);
    expect(subscribersWith(address)).toEqual([subscriber]);
    expect(errors).toEqual([]);

    const token = `${encodeClaim({ email: 'offline@example.com', lng: 'fr', expires: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
    await page.setOfflineMode(true);
    try {
      await page.goto(new URL(`/newsletter/confirm?token=${token}`, baseUrl()).href, { waitUntil: 'load' });
      await waitForApp(page);
      expect(await headingText(page)).toBe(t.title);
      // Chromium's emulation tells a document loaded while offline that it is online; the toggle tells it, as
      // a real loss of connection would.
      await page.setOfflineMode(false);
      await page.setOfflineMode(true);
      const button = await page.waitForSelector(`::-p-aria(${t.button}[role="button"])`);
      expect(await button?.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(true);
      expect(await page.$eval('#newsletter-confirm-status', (status) => status.textContent)).toContain(t.offline);
    } finally {
      await page.setOfflineMode(false);
    }
  });
});

describe('the newsletter in English', () => {
  const t = copy.en;

  it('mails a link to the English page; records nothing from a forged or an expired link, offers to sign up again there, and tells a sign-up with the honeypot filled that it succeeded, sending nothing', async () => {
    const { page } = await visitor.open({ languages: [...t.languages] });
    await visit(page, t.home);
    const address = uniqueAddress('forged-en');
    await signUp(page, 'en', address, { shown: await pageTime(page) });
    await until('the confirmation e-mail', () => confirmationsTo(address).length > 0);
    const genuine = linkFor(address);
    expect(confirmationsTo(address)[0]?.email.subject).toBe(t.subject);
    expect(genuine.pathname).toBe(t.page);
    const claim = readToken(genuine.searchParams.get('token') ?? '')?.claim;
    expect(claim).toMatchObject({ email: address, lng: 'en' });
    const signature = (genuine.searchParams.get('token') ?? '').split('.')[1] ?? '';

    // Another address under the genuine signature looks right to the page; the server refuses it.
    const victim = uniqueAddress('victim-en');
    const forged = new URL(genuine);
    forged.searchParams.set(
      'token',
      `${encodeClaim({ email: victim, lng: 'en', expires: claim?.expires ?? 0 })}.${signature}`,
    );
    await openLink(page, forged);
    expect(await headingText(page)).toBe(t.title);
    await press(page, t.button);
    await waitForHeading(page, t.invalid);
    expect(subscribersWith(victim)).toEqual([]);

    const expired = new URL(genuine);
    expired.searchParams.set(
      'token',
      `${encodeClaim({ email: address, lng: 'en', expires: Math.floor(Date.now() / 1000) - 60 })}.${signature}`,
    );
    await openLink(page, expired);
    const shown = await pageTime(page);
    expect(await headingText(page)).toBe(t.expired);
    expect(await page.$(`::-p-aria(${t.button}[role="button"])`)).toBeNull();
    // The footer offers no sign-up on this page: the page itself offers one, for a new link.
    expect(await page.$('main #newsletter')).not.toBeNull();
    expect(await page.$('footer #newsletter')).toBeNull();
    expect(subscribersWith(address)).toEqual([]);

    const robot = uniqueAddress('robot-en');
    await signUp(page, 'en', robot, { shown, fillTrap: true });
    // Answered as a person is, before any e-mail would leave: none may come after either.
    expect(await holdsFor(() => confirmationsTo(robot).length === 0, 1000)).toBe(true);
  });
});
