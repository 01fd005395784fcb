import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer';
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

describe.each(['fr', 'en'] as const)('the contact form in %s', (language) => {
  const t = copy[language];

  it('refuses an invalid message, sends a valid one after the simulated delay and starts again', async () => {
    const { page, errors } = await visitor.open({ languages: [...t.languages] });
    await visit(page, t.path);
    expect(await page.$eval('main h1', (h) => h.textContent.trim())).toBe(t.h1);
    expect(await page.$eval('main a[href^="tel:"]', (a) => a.getAttribute('href'))).toMatch(/^tel:\+?\d+$/);
    expect(await page.$eval('main a[href^="mailto:"]', (a) => a.getAttribute('href'))).toMatch(/^mailto:.+@.+/);

    await page.type('#contact-email', 'camille@example');
    await page.type('#contact-message', 'Too short');
    await clickOn(page, sendButton);
    expect(await activeId(page)).toBe('contact-name');
    expect(await errorOf(page, 'contact-name')).toBe(t.nameRequired);
    expect(await errorOf(page, 'contact-email')).toBe(t.emailInvalid);
    expect(await errorOf(page, 'contact-message')).toBe(t.messageTooShort);

    await page.type('#contact-name', 'Camille Martin');
    expect(await errorOf(page, 'contact-name')).toBe('');
    await page.type('#contact-email', '.com');
    await page.type('#contact-subject', 'Website');
    await page.type('#contact-message', ' — we need a new site.');
    await clickOn(page, sendButton);

    expect(await page.$eval(sendButton, (b) => [b.disabled, b.textContent.trim()])).toEqual([true, t.sending]);
    expect(await status(page)).toBe(t.sending);

    await waitForHeading(page, t.sent);
    expect(await activeText(page)).toBe(t.sent);
    expect(await status(page)).toContain(t.sent);

    await clickOn(page, `::-p-text(${t.again})`);
    await page.waitForSelector('#contact-name');
    expect(await activeId(page)).toBe('contact-name');
    for (const id of ['contact-name', 'contact-email', 'contact-subject', 'contact-message']) {
      expect(await valueOf(page, id)).toBe('');
      expect(await errorOf(page, id)).toBe('');
    }
    expect(errors).toEqual([]);
  });

  it('can be filled and sent with the keyboard alone on a phone', async () => {
    const { page, errors } = await visitor.open({ viewport: 'phone', languages: [...t.languages] });
    await visit(page, t.path);
    await tabTo(page, 'contact-name');
    await page.keyboard.type('Camille');
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await errorOf(page, 'contact-subject')).not.toBe('');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.type('Devis');
    expect(await errorOf(page, 'contact-subject')).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nous aimerions un nouveau site.');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe(t.send);
    await page.keyboard.press('Enter');

    await waitForHeading(page, t.sent);
    expect(await activeText(page)).toBe(t.sent);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe(t.again);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#contact-name');
    expect(await activeId(page)).toBe('contact-name');
    expect(errors).toEqual([]);
  });
});

describe('the contact draft', () => {
  it('survives a reload until the message is sent', async () => {
    const { page, errors } = await visitor.open({ languages: ['en-US', 'en'] });
    await visit(page, copy.en.path);
    await page.type('#contact-name', 'Camille');
    await page.type('#contact-message', 'Half-written thoughts');
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForFunction(
      () => (document.getElementById('contact-name') as HTMLInputElement | null)?.value === 'Camille',
    );
    expect(await valueOf(page, 'contact-message')).toBe('Half-written thoughts');
    expect(await errorOf(page, 'contact-name')).toBe('');

    await page.type('#contact-email', 'camille@example.com');
    await page.type('#contact-subject', 'Hello');
    await clickOn(page, sendButton);
    await waitForHeading(page, copy.en.sent);
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

describe('the contact page for assistive technology', () => {
  const violations = async (page: Page) =>
    (await new AxePuppeteer(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

  it.each(['fr', 'en'] as const)(
    'has no WCAG A/AA violation in %s, with errors shown and once sent',
    async (language) => {
      const t = copy[language];
      const { page } = await visitor.open({ viewport: 'phone', languages: [...t.languages] });
      await visit(page, t.path);
      await clickOn(page, sendButton);
      expect(await errorOf(page, 'contact-name')).toBe(t.nameRequired);
      expect(await violations(page)).toEqual([]);

      await page.type('#contact-name', 'Camille');
      await page.type('#contact-email', 'camille@example.com');
      await page.type('#contact-subject', 'Hello');
      await page.type('#contact-message', 'A message long enough.');
      await clickOn(page, sendButton);
      await waitForHeading(page, t.sent);
      expect(await violations(page)).toEqual([]);
    },
  );
});
