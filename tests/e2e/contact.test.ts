import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer';
import { fillAsPerson, storedMessages, uniqueSubject } from '../support/browser/contactForm';
import { pageTime, paste, pastTimeTrap } from '../support/browser/forms';
import { visit, Visitor, waitForApp } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const copy = {
  fr: {
    path: '/contact',
    languages: ['fr-FR', 'fr'],
    h1: 'Contactez-nous',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    sent: 'Message envoyé\u202f!',
    again: 'Envoyer un autre message',
    nameRequired: 'Le nom est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    messageTooShort: 'Le message doit contenir au moins 10 caractères',
  },
  en: {
    path: '/en/contact',
    languages: ['en-US', 'en'],
    h1: 'Get in touch',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Message sent!',
    again: 'Send another message',
    nameRequired: 'Name is required',
    emailInvalid: 'Please enter a valid email address',
    messageTooShort: 'Message must be at least 10 characters',
  },
} as const;

const sendButton = 'form button[type="submit"]';
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
const valueOf = (page: Page, id: string) => page.$eval(`#${id}`, (el) => (el as HTMLInputElement).value);
const errorOf = (page: Page, id: string) =>
  page.$eval(`#${id}`, (el) =>
    el.getAttribute('aria-invalid') === 'true'
      ? (document.getElementById(`${el.id}-error`)?.textContent ?? 'no message')
      : '',
  );
const status = (page: Page) => page.$eval('[role="status"]', (el) => el.textContent.trim());

// The site scrolls smoothly: bring the target into view at once, or the click lands where it used to be.
async function clickOn(page: Page, selector: string) {
  const target = await page.waitForSelector(selector);
  await target?.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await target?.click();
}

async function waitForHeading(page: Page, text: string) {
  await page.waitForFunction(
    (wanted: string) => [...document.querySelectorAll('main h3')].some((h) => h.textContent.trim() === wanted),
    {},
    text,
  );
}

async function tabTo(page: Page, id: string) {
  for (let presses = 0; presses < 40 && (await activeId(page)) !== id; presses += 1) await page.keyboard.press('Tab');
  expect(await activeId(page)).toBe(id);
}

async function tabToText(page: Page, text: string) {
  for (let presses = 0; presses < 40 && (await activeText(page)) !== text; presses += 1)
    await page.keyboard.press('Tab');
  expect(await activeText(page)).toBe(text);
}

/** Appends `text` to the field's value in one input event. */
async function append(page: Page, id: string, text: string) {
  await page.focus(`#${id}`);
  await page.keyboard.press('End');
  await page.keyboard.sendCharacter(text);
}

async function openContact(language: 'fr' | 'en', viewport: 'desktop' | 'phone') {
  const opened = await visitor.open({ viewport, languages: [...copy[language].languages] });
  await visit(opened.page, copy[language].path);
  return opened;
}

const violations = async (page: Page) =>
  (await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

// One language by mouse on a desktop, the other by keyboard on a phone: the words differ, the behaviour does
// not (tests/unit/features/contact/ContactForm.test.tsx checks every message in both languages).
describe('the contact form in French, by mouse on a desktop', () => {
  const t = copy.fr;

  it('refuses an invalid message, delivers a valid one once after the simulated delay and starts again; keeps nothing from a robot, too fast or caught by the honeypot', async () => {
    const { page, errors } = await openContact('fr', 'desktop');
    expect(await page.$eval('main h1', (h) => h.textContent.trim())).toBe(t.h1);
    expect(await page.$eval('main a[href^="tel:"]', (a) => a.getAttribute('href'))).toMatch(/^tel:\+?\d+$/);
    expect(await page.$eval('main a[href^="mailto:"]', (a) => a.getAttribute('href'))).toMatch(/^mailto:.+@.+/);

    await paste(page, '#contact-email', 'camille@example');
    const started = await pageTime(page);
    await paste(page, '#contact-message', 'Too short');
    await clickOn(page, sendButton);
    expect(await activeId(page)).toBe('contact-name');
    expect(await errorOf(page, 'contact-name')).toBe(t.nameRequired);
    expect(await errorOf(page, 'contact-email')).toBe(t.emailInvalid);
    expect(await errorOf(page, 'contact-message')).toBe(t.messageTooShort);

    await paste(page, '#contact-name', 'Camille Martin');
    expect(await errorOf(page, 'contact-name')).toBe('');
    await append(page, 'contact-email', '.com');
    const subject = uniqueSubject('Website');
    await paste(page, '#contact-subject', subject);
    await append(page, 'contact-message', ' — we need a new site.');
    await pastTimeTrap(page, started);
    await clickOn(page, sendButton);

    expect(await page.$eval(sendButton, (b) => [b.disabled, b.textContent.trim()])).toEqual([true, t.sending]);
    expect(await status(page)).toBe(t.sending);
    await waitForHeading(page, t.sent);
    expect(await activeText(page)).toBe(t.sent);
    expect(await status(page)).toContain(t.sent);
    const [stored, ...more] = storedMessages(subject);
    expect(more).toEqual([]);
    expect(stored?.request).toMatchObject({
      name: 'Camille Martin',
      email: 'camille@example.com',
      message: 'Too short — we need a new site.',
      lng: 'fr',
    });
    expect(stored?.email.subject).toBe(`New contact message: ${subject}`);
    expect(stored?.email.reply_to).toEqual(['"Camille Martin" <camille@example.com>']);

    await clickOn(page, `::-p-text(${t.again})`);
    await page.waitForSelector('#contact-name');
    expect(await activeId(page)).toBe('contact-name');
    for (const id of ['contact-name', 'contact-email', 'contact-subject', 'contact-message']) {
      expect(await valueOf(page, id)).toBe('');
      expect(await errorOf(page, id)).toBe('');
    }

    // A robot: each value arrives whole, well inside the relay's 2 s time trap. It is told the message went.
    const tooFast = uniqueSubject('Too fast');
    for (const [id, value] of [
      ['contact-name', 'R'],
      ['contact-email', 'r@example.com'],
      ['contact-subject', tooFast],
      ['contact-message', '0123456789'],
    ] as const) {
      await paste(page, `#${id}`, value);
    }
    await clickOn(page, sendButton);
    await waitForHeading(page, t.sent);

    // Another, at a person's pace, fills the field no person meets.
    await clickOn(page, `::-p-text(${t.again})`);
    await page.waitForSelector('#contact-name');
    const trapped = uniqueSubject('Honeypot');
    await fillAsPerson(page, trapped);
    await page.$eval('input[name="website"]', (input) => {
      input.value = 'http://spam.example';
    });
    await clickOn(page, sendButton);
    await waitForHeading(page, t.sent);
    expect(storedMessages(tooFast)).toEqual([]);
    expect(storedMessages(trapped)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the contact form in English, by keyboard on a phone', () => {
  const t = copy.en;

  it('shows every error on Enter with nothing filled, keeps the draft through a reload, sends, and starts again, with no WCAG A/AA violation on the way', async () => {
    const { page, errors } = await openContact('en', 'phone');
    await tabTo(page, 'contact-name');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#contact-message[aria-invalid="true"]');
    expect(await activeId(page)).toBe('contact-name');
    expect(await errorOf(page, 'contact-name')).toBe(t.nameRequired);
    // The form showing its errors is checked by axe in the tours (tour.ts), at both widths, in both themes.

    await page.keyboard.type('Camille');
    expect(await errorOf(page, 'contact-name')).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Devis');
    expect(await errorOf(page, 'contact-subject')).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nous aimerions un nouveau site.');

    // The draft survives a reload until the message is sent, its errors gone with the visit.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForFunction(
      () => (document.getElementById('contact-message') as HTMLTextAreaElement | null)?.value !== '',
    );
    for (const [id, value] of [
      ['contact-name', 'Camille'],
      ['contact-email', 'camille@example.com'],
      ['contact-subject', 'Devis'],
      ['contact-message', 'Nous aimerions un nouveau site.'],
    ] as const) {
      expect(await valueOf(page, id)).toBe(value);
      expect(await errorOf(page, id)).toBe('');
    }

    await tabToText(page, t.send);
    await page.keyboard.press('Enter');
    await waitForHeading(page, t.sent);
    expect(await activeText(page)).toBe(t.sent);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe(t.again);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#contact-name');
    expect(await activeId(page)).toBe('contact-name');

    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForSelector('#contact-name');
    // The draft kept in the session (redux-persist) holds nothing of the message sent.
    const kept = await page.evaluate(() => sessionStorage.getItem('persist:contact'));
    expect(JSON.parse((JSON.parse(kept ?? '{}') as { values?: string }).values ?? 'null')).toEqual({
      name: '',
      email: '',
      subject: '',
      message: '',
    });
    expect(await valueOf(page, 'contact-name')).toBe('');
    expect(errors).toEqual([]);
  });
});
