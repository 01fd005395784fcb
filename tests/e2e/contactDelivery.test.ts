import type { HTTPRequest, Page } from 'puppeteer';
import {
  contactCopy as copy,
  contactMessage,
  fillAsPerson,
  sendContact,
  storedMessages,
  uniqueSubject,
  waitForPanel,
} from '../support/browser/contactForm';
import { visit, Visitor } from '../support/browser/pages';
import { attachWorker } from '../support/browser/serviceWorker';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

async function clickButton(page: Page, label: string): Promise<void> {
  await page.locator(`::-p-text(${label})`).click();
}

// The sending itself, in one language each: tests/unit/features/contact/ContactForm.test.tsx shows every panel in
// both. The browser's own sync of a message kept by the worker is delivery.test.ts's, in the whole browser.
describe('a contact message', () => {
  it('in English: shows the error when the relay fails; Try Again keeps the message, and sending again delivers it once', async () => {
    const t = copy.en;
    const { page } = await visitor.open({ languages: [...t.languages] });
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
    await visit(page, t.path);
    const subject = uniqueSubject('Retried');
    await fillAsPerson(page, subject);
    await sendContact(page);
    await waitForPanel(page, t.failed);
    expect(storedMessages(subject)).toEqual([]);

    await clickButton(page, t.retry);
    await page.waitForSelector('#contact-name');
    expect(await page.$eval('#contact-subject', (input) => (input as HTMLInputElement).value)).toBe(subject);
    expect(await page.$eval('#contact-message', (input) => (input as HTMLTextAreaElement).value)).toBe(contactMessage);
    await sendContact(page);
    await waitForPanel(page, t.sent);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    const stored = storedMessages(subject);
    expect(stored.map((message) => message.request.id)).toEqual([attempts[0]]);
    expect(stored[0]?.request).toMatchObject({ name: 'Camille Martin', lng: 'en' });
  });

  it('in French: is kept while the page and the service worker are offline, and delivered once when the connection returns', async () => {
    const t = copy.fr;
    const { page } = await visitor.open({ languages: [...t.languages], worker: true });
    await visit(page, t.path);
    const worker = await attachWorker(page);

    await page.setOfflineMode(true);
    await worker.setOnline(false);
    const subject = uniqueSubject('Queued');
    await fillAsPerson(page, subject);
    await sendContact(page);
    await waitForPanel(page, t.queued);
    expect(storedMessages(subject)).toEqual([]);

    await worker.setOnline(true);
    await page.setOfflineMode(false);
    await waitForPanel(page, t.sent);
    expect(storedMessages(subject)).toHaveLength(1);
  });
});
