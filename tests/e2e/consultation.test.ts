import type { Page } from 'puppeteer';
import { paste } from '../support/browser/forms';
import { clickWhenStill, STEP_TIMEOUT, url, visit, Visitor, waitForApp } from '../support/browser/pages';
import { requester } from '../support/browser/wizard';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Language = 'fr' | 'en';

const copy = {
  fr: {
    languages: ['fr-FR', 'fr'],
    route: '/consultation',
    h1: 'Démarrer votre projet',
    progress: (n: number) => `Étape ${n} sur 4`,
    questions: [
      'Quel type de projet envisagez-vous\u202f?',
      'Quel est votre budget\u202f?',
      'Quel est votre calendrier\u202f?',
      'Parlez-nous de votre projet',
    ],
    projectTypes: ['Site web', 'Application mobile', 'Plateforme e-commerce', 'Logiciel sur mesure'],
    budgets: [
      'Moins de 10\u202f000\u00a0€',
      'De 10\u202f000\u00a0€ à 50\u202f000\u00a0€',
      'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€',
      '100\u202f000\u00a0€ et plus',
    ],
    timelines: ['Dès que possible', 'Sous un mois', 'Sous trois mois', 'Flexible'],
    back: 'Retour',
    next: 'Suivant',
    review: 'Vérifier ma demande',
    reviewTitle: 'Vérifiez votre demande',
    change: (what: string) => `Modifier (${what})`,
    send: 'Envoyer ma demande',
    summary: 'Résumé de votre projet',
    received: 'Votre demande a bien été reçue.',
    book: 'Réserver un appel',
    startOver: 'Recommencer',
    noRequirements: 'Aucun besoin précisé',
    notGiven: 'Non précisé',
    terms: ['Type de projet', 'Budget', 'Calendrier', 'Besoins', 'Nom', 'E-mail', 'Entreprise', 'Téléphone'],
    requirements: 'Une boutique en ligne\npour nos 3 magasins',
    nameRequired: 'Le nom est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  },
  en: {
    languages: ['en-US', 'en'],
    route: '/en/consultation',
    h1: 'Start your project',
    progress: (n: number) => `Step ${n} of 4`,
    questions: [
      'What type of project do you have in mind?',
      'What is your budget?',
      'What is your timeline?',
      'Tell us about your project',
    ],
    projectTypes: ['Website', 'Mobile app', 'E-commerce platform', 'Custom software'],
    budgets: ['Under €10,000', '€10,000 to €50,000', '€50,000 to €100,000', '€100,000 or more'],
    timelines: ['As soon as possible', 'Within a month', 'Within three months', 'Flexible'],
    back: 'Back',
    next: 'Next',
    review: 'Review my request',
    reviewTitle: 'Check your request',
    change: (what: string) => `Change (${what})`,
    send: 'Send my request',
    summary: 'Your project summary',
    received: 'Your request has been received.',
    book: 'Book a call',
    startOver: 'Start over',
    noRequirements: 'No requirements given',
    notGiven: 'Not given',
    terms: ['Project type', 'Budget', 'Timeline', 'Requirements', 'Name', 'Email', 'Company', 'Phone'],
    requirements: 'An online shop\nfor our 3 stores',
    nameRequired: 'Name is required',
    emailInvalid: 'Please enter a valid email address',
  },
} as const;

interface WizardView {
  progress: string | null;
  heading: string;
  headingFocused: boolean;
  options: string[];
  checked: string | null;
  buttons: string[];
}

/** What a visitor perceives of the wizard: progress, question, cards, buttons, and where focus is. */
function wizard(page: Page): Promise<WizardView> {
  return page.$eval('main', (main) => {
    const heading = main.querySelector('h2');
    const text = (element: Element | null) => element?.textContent.trim() ?? '';
    const checked = main.querySelector<HTMLInputElement>('input[type=radio]:checked');
    return {
      progress: main.querySelector('[role=progressbar]')?.getAttribute('aria-valuetext') ?? null,
      heading: text(heading),
      headingFocused: heading !== null && document.activeElement === heading,
      options: [...main.querySelectorAll('input[type=radio]')].map((radio) => text(radio.closest('label'))),
      checked: checked === null ? null : text(checked.closest('label')),
      buttons: [...main.querySelectorAll('.wizard-nav button')].map((button) => text(button)),
    };
  });
}

async function waitForQuestion(page: Page, heading: string): Promise<void> {
  await page.waitForFunction(
    (text: string) => document.querySelector('main h2')?.textContent.trim() === text,
    {},
    heading,
  );
}

async function clickCard(page: Page, label: string): Promise<void> {
  const cards = await page.$$('main label.choice-card');
  for (const card of cards) {
    if ((await card.evaluate((element) => element.textContent.trim())) === label) {
      await card.click();
      return;
    }
  }
  throw new Error(`No card labelled ${label}`);
}

/** Clicks the button named `name` once the page stands still: a step's focus may still be scrolling it. */
async function clickButton(page: Page, name: string): Promise<void> {
  await clickWhenStill(page, `::-p-aria(${name}[role="button"])`);
}

function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.type === 'radio')
      return active.closest('label')?.textContent.trim() ?? '';
    return `${active?.tagName.toLowerCase() ?? ''}:${active?.textContent.trim() ?? ''}`;
  });
}

/**
 * Where the request's status is after Submit: focused, and brought inside the screen below the fixed bar
 * (the scroll may be smooth: this waits for it to end there).
 */
async function statusSeen(page: Page) {
  const seen = () =>
    page.$eval('main [role=status]', (status) => {
      const box = status.getBoundingClientRect();
      const bar = document.querySelector('.site-navbar')?.getBoundingClientRect().bottom ?? 0;
      return { focused: document.activeElement === status, inView: box.top >= bar && box.bottom <= window.innerHeight };
    });
  await page
    .waitForFunction(
      () => {
        const box = document.querySelector('main [role=status]')?.getBoundingClientRect();
        const bar = document.querySelector('.site-navbar')?.getBoundingClientRect().bottom ?? 0;
        return box !== undefined && box.top >= bar && box.bottom <= window.innerHeight;
      },
      { timeout: 3000 },
    )
    .catch(() => undefined);
  return seen();
}

/** The message a contact detail shows under it (its description), or '' when it has none. */
function fieldMessage(page: Page, field: 'name' | 'email'): Promise<string> {
  return page.$eval(`#consultation-${field}`, (input) =>
    input.getAttribute('aria-invalid') === 'true'
      ? (document.getElementById(`${input.id}-error`)?.textContent ?? '')
      : '',
  );
}

/** The review: each answer as shown, and the Change buttons' names. */
function review(page: Page): Promise<{ answers: string[]; changes: string[] }> {
  return page.$eval('main', (main) => ({
    answers: [...main.querySelectorAll('dd')].map((dd) => dd.firstChild?.textContent ?? ''),
    changes: [...main.querySelectorAll('dd button')].map((button) => button.textContent.trim()),
  }));
}

interface Summary {
  answers: string[];
  status: string;
  book: { href: string; target: string; rel: string; text: string };
}

function summary(page: Page): Promise<Summary> {
  return page.$eval('main', (main) => {
    const link = main.querySelector<HTMLAnchorElement>('.wizard-summary a');
    return {
      answers: [...main.querySelectorAll('dd')].map((dd) => dd.textContent),
      status: main.querySelector('[role=status]')?.textContent.trim() ?? '',
      book: {
        href: link?.href ?? '',
        target: link?.target ?? '',
        rel: link?.rel ?? '',
        text: link?.textContent.trim() ?? '',
      },
    };
  });
}

/** A new visitor on the wizard's first question. None of these walks needs the service worker. */
async function openWizard(language: Language, viewport: 'desktop' | 'phone') {
  const opened = await visitor.open({ viewport, languages: [...copy[language].languages] });
  await visit(opened.page, copy[language].route);
  await waitForQuestion(opened.page, copy[language].questions[0]);
  return opened;
}

/** The wizard as it opens: its title, the first question unanswered, nothing focused yet and no button. */
async function expectFirstQuestion(page: Page, c: (typeof copy)[Language]): Promise<void> {
  expect(await page.$eval('main h1', (h1) => h1.textContent.trim())).toBe(c.h1);
  expect(await wizard(page)).toEqual({
    progress: c.progress(1),
    heading: c.questions[0],
    headingFocused: false,
    options: [...c.projectTypes],
    checked: null,
    buttons: [],
  });
}

async function reload(page: Page, heading: string): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await waitForApp(page);
  await waitForQuestion(page, heading);
}

// One language by mouse on a desktop, the other by keyboard on a phone: the words differ, the behaviour does
// not (tests/unit/features/consultation/ConsultationPage.test.tsx walks both languages in jsdom).
describe('the consultation wizard in French, by mouse on a desktop', () => {
  const c = copy.fr;

  it('goes through every step to the summary, asking who asks before anything is sent, and starts over', async () => {
    const { page, errors } = await openWizard('fr', 'desktop');
    await expectFirstQuestion(page, c);

    await clickCard(page, c.projectTypes[1]);
    await waitForQuestion(page, c.questions[1]);
    expect(await wizard(page)).toEqual({
      progress: c.progress(2),
      heading: c.questions[1],
      headingFocused: true,
      options: [...c.budgets],
      checked: null,
      buttons: [c.back],
    });

    await clickButton(page, c.back);
    await waitForQuestion(page, c.questions[0]);
    expect(await wizard(page)).toMatchObject({ headingFocused: true, checked: c.projectTypes[1], buttons: [c.next] });
    await clickButton(page, c.next);
    await waitForQuestion(page, c.questions[1]);

    await clickCard(page, c.budgets[2]);
    await waitForQuestion(page, c.questions[2]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(3), options: [...c.timelines] });
    await clickCard(page, c.timelines[3]);
    await waitForQuestion(page, c.questions[3]);
    expect(await wizard(page)).toMatchObject({
      progress: c.progress(4),
      headingFocused: true,
      buttons: [c.back, c.review],
    });

    await paste(page, 'main textarea', c.requirements);
    // Who asks, before anything is sent: refused until a name and a valid address are given.
    await clickButton(page, c.review);
    await page.waitForSelector('#consultation-name[aria-invalid="true"]');
    expect(await fieldMessage(page, 'name')).toBe(c.nameRequired);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consultation-name');
    await paste(page, '#consultation-name', requester.name);
    await paste(page, '#consultation-email', 'camille@example');
    await clickButton(page, c.review);
    await page.waitForFunction(() => document.activeElement?.id === 'consultation-email');
    expect(await fieldMessage(page, 'email')).toBe(c.emailInvalid);
    expect(await wizard(page)).toMatchObject({ heading: c.questions[3] });
    await page.type('#consultation-email', '.com');
    await clickButton(page, c.review);

    // The review: every answer and who asks, each with its way back, and nothing sent before Send.
    await waitForQuestion(page, c.reviewTitle);
    expect(await wizard(page)).toMatchObject({ progress: null, headingFocused: true, buttons: [c.back, c.send] });
    const given = [c.projectTypes[1], c.budgets[2], c.timelines[3], c.requirements, requester.name, requester.email];
    expect(await review(page)).toEqual({
      answers: [...given, c.notGiven, c.notGiven],
      changes: c.terms.map(c.change),
    });
    await clickButton(page, c.change(c.terms[1]));
    await waitForQuestion(page, c.questions[1]);
    expect(await wizard(page)).toMatchObject({ checked: c.budgets[2], headingFocused: true });
    await clickCard(page, c.budgets[0]);
    await waitForQuestion(page, c.reviewTitle);
    expect((await review(page)).answers[1]).toBe(c.budgets[0]);
    await clickButton(page, c.send);
    await waitForQuestion(page, c.summary);
    expect(await wizard(page)).toMatchObject({ progress: null, headingFocused: false });
    expect(await statusSeen(page)).toEqual({ focused: true, inView: true });
    await page.waitForFunction(
      (text: string) => document.querySelector('main [role=status]')?.textContent.includes(text),
      {},
      c.received,
    );
    expect(await summary(page)).toEqual({
      answers: [c.projectTypes[1], c.budgets[0], c.timelines[3], c.requirements, requester.name, requester.email],
      status: expect.stringContaining(c.received) as string,
      book: {
        href: 'https://calendly.com/example/consultation',
        target: '_blank',
        rel: 'noopener noreferrer',
        text: expect.stringContaining(c.book) as string,
      },
    });

    await clickButton(page, c.startOver);
    await waitForQuestion(page, c.questions[0]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(1), checked: null, headingFocused: true });
    expect(errors).toEqual([]);
  });
});

describe('the consultation wizard in English, by keyboard on a phone', () => {
  const c = copy.en;

  it('goes through every step: arrows move, Enter and Space choose, the review by Tab, and Send lands on the status in view', async () => {
    const { page, errors } = await openWizard('en', 'phone');
    await expectFirstQuestion(page, c);

    await page.focus('main input[type=radio]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(c.projectTypes[2]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(1), checked: c.projectTypes[2], buttons: [] });
    await page.keyboard.press('ArrowUp');
    expect(await wizard(page)).toMatchObject({ progress: c.progress(1), checked: c.projectTypes[1] });
    await page.keyboard.press('Enter');
    await waitForQuestion(page, c.questions[1]);
    expect(await wizard(page)).toMatchObject({
      progress: c.progress(2),
      headingFocused: true,
      options: [...c.budgets],
      buttons: [c.back],
    });

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(c.budgets[0]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await waitForQuestion(page, c.questions[2]);
    expect(await wizard(page)).toMatchObject({
      progress: c.progress(3),
      headingFocused: true,
      options: [...c.timelines],
    });

    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await waitForQuestion(page, c.questions[3]);
    await page.keyboard.press('Tab');
    await page.keyboard.type('OK');
    await page.keyboard.press('Tab');
    await page.keyboard.type(requester.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(requester.email);
    // The company, the phone and the privacy link, then Back.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`button:${c.back}`);
    await page.keyboard.press('Enter');
    await waitForQuestion(page, c.questions[2]);
    expect(await wizard(page)).toMatchObject({
      checked: c.timelines[0],
      headingFocused: true,
      buttons: [c.back, c.next],
    });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`button:${c.next}`);
    await page.keyboard.press('Enter');
    await waitForQuestion(page, c.questions[3]);
    // The requirements, the four contact details (kept), the privacy link and Back, then Review.
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`button:${c.review}`);
    await page.keyboard.press('Enter');
    await waitForQuestion(page, c.reviewTitle);
    expect(await wizard(page)).toMatchObject({ headingFocused: true });
    // The eight Change buttons, the privacy link and Back, then Send.
    for (let press = 0; press < 11; press += 1) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`button:${c.send}`);
    // Enter comes while the browser still scrolls smoothly to Send, as a quick hand's would.
    await page.keyboard.press('Enter');
    await waitForQuestion(page, c.summary);

    // On a phone too, the visitor lands on where the request stands, in view under the bar.
    expect(await statusSeen(page)).toEqual({ focused: true, inView: true });
    expect(await summary(page)).toMatchObject({
      answers: [c.projectTypes[1], c.budgets[1], c.timelines[0], 'OK', requester.name, requester.email],
      book: { text: expect.stringContaining(c.book) as string },
    });
    expect(errors).toEqual([]);
  });
});

describe('the consultation draft', () => {
  const c = copy.fr;

  it('starts afresh from corrupted stored data, then keeps the answers through a reload on every step and a closed tab, and who asks for the tab only', async () => {
    const { page, context, errors } = await visitor.open({ languages: [...c.languages] });
    // What an older or broken build may have left: a draft cut short, written from a plain file of the site
    // before the app runs.
    await page.goto(url('/llms.txt'));
    await page.evaluate(() => {
      localStorage.setItem('persist:consultation', '{"step":"4","answers":');
    });
    await visit(page, c.route);
    await waitForQuestion(page, c.questions[0]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(1), checked: null });

    await clickCard(page, c.projectTypes[3]);
    await waitForQuestion(page, c.questions[1]);
    await reload(page, c.questions[1]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(2), headingFocused: false, buttons: [c.back] });

    await clickCard(page, c.budgets[0]);
    await waitForQuestion(page, c.questions[2]);
    await reload(page, c.questions[2]);
    expect(await wizard(page)).toMatchObject({ progress: c.progress(3) });
    await clickButton(page, c.back);
    await waitForQuestion(page, c.questions[1]);
    expect(await wizard(page)).toMatchObject({ checked: c.budgets[0] });
    await reload(page, c.questions[1]);
    expect(await wizard(page)).toMatchObject({ checked: c.budgets[0], buttons: [c.back, c.next] });
    await clickButton(page, c.next);
    await waitForQuestion(page, c.questions[2]);

    await clickCard(page, c.timelines[1]);
    await waitForQuestion(page, c.questions[3]);
    await paste(page, 'main textarea', c.requirements);
    await paste(page, '#consultation-name', requester.name);
    await paste(page, '#consultation-email', requester.email);
    await reload(page, c.questions[3]);
    expect(await page.$eval('main textarea', (area) => area.value)).toBe(c.requirements);
    // Who asks is kept for the session, in session storage only.
    expect(await page.$eval('#consultation-email', (input) => (input as HTMLInputElement).value)).toBe(requester.email);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(requester.email);

    // A closed tab ends the session: the answers stay in the browser, who asks goes with the tab.
    await page.close();
    const again = await context.newPage();
    again.setDefaultTimeout(STEP_TIMEOUT);
    again.on('pageerror', (error) => errors.push(String(error)));
    again.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(again, c.route);
    await waitForQuestion(again, c.questions[3]);
    expect(await again.$eval('main textarea', (area) => area.value)).toBe(c.requirements);
    expect(await again.$eval('#consultation-email', (input) => (input as HTMLInputElement).value)).toBe('');
    await clickButton(again, c.back);
    await waitForQuestion(again, c.questions[2]);
    expect(await wizard(again)).toMatchObject({ checked: c.timelines[1] });
    await clickButton(again, c.next);
    await waitForQuestion(again, c.questions[3]);

    await paste(again, '#consultation-name', requester.name);
    await paste(again, '#consultation-email', requester.email);
    await clickButton(again, c.review);
    await waitForQuestion(again, c.reviewTitle);
    // The review survives a reload too, nothing sent.
    await reload(again, c.reviewTitle);
    await clickButton(again, c.send);
    await waitForQuestion(again, c.summary);
    await again.waitForFunction(
      (text: string) => document.querySelector('main [role=status]')?.textContent.includes(text),
      {},
      c.received,
    );
    const before = await summary(again);
    await reload(again, c.summary);
    // Delivered, the request's contact details are forgotten by the page: the reloaded summary keeps the answers.
    expect(await summary(again)).toEqual({ ...before, answers: before.answers.slice(0, 4) });
    expect(before.answers).toEqual([
      c.projectTypes[3],
      c.budgets[0],
      c.timelines[1],
      c.requirements,
      requester.name,
      requester.email,
    ]);
    expect(errors).toEqual([]);
  });
});

describe('a browser whose storage is unusable', () => {
  it('still runs the wizard', async () => {
    const { page, errors } = await visitor.open();
    await page.evaluateOnNewDocument(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    });
    await visit(page, '/consultation');
    await waitForQuestion(page, copy.fr.questions[0]);
    await clickCard(page, copy.fr.projectTypes[2]);
    await waitForQuestion(page, copy.fr.questions[1]);
    expect(await wizard(page)).toMatchObject({ progress: copy.fr.progress(2) });
    expect(errors).toEqual([]);
  });
});
