import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { contactOutboxDir } from '../state';
import { pageTime, paste, pastTimeTrap } from './forms';

/** What the contact page says, in each language. */
export const contactCopy = {
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

export const contactMessage = 'Nous aimerions un nouveau site.';

/** A unique subject, so a test finds its own message among the suite's. */
export const uniqueSubject = (label: string) => `${label} ${String(Date.now())}-${String(Math.random()).slice(2, 8)}`;

/**
 * Fills the empty form as a person does (pasted, see paste), then waits out the relay's time trap, counted from
 * the draft's first change: sent sooner, the message would be answered as a robot's and delivered nowhere.
 */
export async function fillAsPerson(page: Page, subject: string): Promise<void> {
  await paste(page, '#contact-name', 'Camille Martin');
  const started = await pageTime(page);
  await paste(page, '#contact-email', 'camille@example.com');
  await paste(page, '#contact-subject', subject);
  await paste(page, '#contact-message', contactMessage);
  await pastTimeTrap(page, started);
}

/** Presses Send, brought into view at once: the site scrolls smoothly, a click could land where it used to be. */
export async function sendContact(page: Page): Promise<void> {
  const button = await page.waitForSelector('main form button[type="submit"]');
  await button?.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await button?.click();
}

/** Waits for the panel that replaces the form (sent, failed, kept) to be titled `title`. */
export async function waitForPanel(page: Page, title: string): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted: string) => [...document.querySelectorAll('main h3')].some((h) => h.textContent.trim() === wanted),
      {},
      title,
    );
  } catch (error) {
    // A timeout alone says nothing of where the form stood: name the panel it showed instead.
    const shown = await page
      .$$eval('main h3', (headings) => headings.map((h) => h.textContent.trim()))
      .catch(() => ['(the page could not be read)']);
    const online = await page.evaluate(() => navigator.onLine).catch(() => undefined);
    throw new Error(
      `No panel titled "${title}"; the page showed ${JSON.stringify(shown)} (navigator.onLine: ${String(online)})`,
      { cause: error },
    );
  }
}

export interface StoredMessage {
  request: { id: string; name: string; email: string; subject: string; message: string; lng: string };
  email: { subject: string; reply_to?: string[] };
}

/** The contact messages with `subject` in the shared server's outbox (each test uses its own subject). */
export function storedMessages(subject: string): StoredMessage[] {
  const dir = contactOutboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMessage)
    .filter((record) => record.request.subject === subject);
}
