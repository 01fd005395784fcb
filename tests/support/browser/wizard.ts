import type { ElementHandle, Page } from 'puppeteer';
import { paste, pasteAsRobot } from './forms';
import { clickWhenStill } from './pages';

/** Who asks in the tests' consultation requests. */
export const requester = { name: 'Camille Martin', email: 'camille@example.com' } as const;

/** Types who asks on the wizard's last question (required before Submit), as a person would. */
export async function fillContactDetails(
  page: Page,
  details: Partial<Record<'name' | 'email' | 'company' | 'phone', string>> = requester,
): Promise<void> {
  await page.waitForSelector('#consultation-name');
  for (const [field, value] of Object.entries(details)) await page.type(`#consultation-${field}`, value);
}

export type Language = 'fr' | 'en';

/** What the wizard says, in each language, on the way to a request and about its delivery. */
export const wizardCopy = {
  fr: {
    languages: ['fr-FR', 'fr'],
    base: '',
    answers: ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible'],
    review: 'Vérifier ma demande',
    reviewTitle: 'Vérifiez votre demande',
    send: 'Envoyer ma demande',
    summary: 'Résumé de votre projet',
    stored: 'Votre demande a bien été reçue.',
    sent: 'Votre demande a bien été envoyée.',
    failed: 'Votre demande n’a pas pu être envoyée.',
    queued:
      'Vous êtes hors ligne\u00a0: votre demande est conservée dans ce navigateur et partira dès le retour de la connexion.',
    rejected: 'Votre demande n’a pas pu être transmise, et la renvoyer n’y changerait rien.',
    retry: 'Réessayer l’envoi',
    email: 'Envoyer par e-mail',
    startOver: 'Recommencer',
    noRequirements: 'Aucun besoin précisé',
  },
  en: {
    languages: ['en-US', 'en'],
    base: '/en',
    answers: ['Website', 'Under €10,000', 'Flexible'],
    review: 'Review my request',
    reviewTitle: 'Check your request',
    send: 'Send my request',
    summary: 'Your project summary',
    stored: 'Your request has been received.',
    sent: 'Your request has been sent.',
    failed: 'Your request could not be sent.',
    queued: 'You are offline: your request is kept in this browser and will be sent as soon as the connection returns.',
    rejected: 'Your request could not be delivered, and sending it again would not help.',
    retry: 'Try sending again',
    email: 'Send by email',
    startOver: 'Start over',
    noRequirements: 'No requirements given',
  },
} as const;

/** The wizard's queue in the service worker, and the tag of its background sync. */
export const CONSULTATION_QUEUE = 'consultation-requests';
export const CONSULTATION_SYNC = `workbox-background-sync:${CONSULTATION_QUEUE}`;

/**
 * Clicks the element matching `selector` whose text is `text`, once there is one and it stands still: a step's
 * focus may still be scrolling the page, and a click where the element was found would land elsewhere.
 */
export async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  const found = await page.waitForFunction(
    (css: string, label: string) =>
      [...document.querySelectorAll(css)].find((element) => element.textContent.trim() === label),
    {},
    selector,
    text,
  );
  const target = found.asElement() as ElementHandle | null;
  if (target === null) throw new Error(`No ${selector} says ${text}`);
  await clickWhenStill(page, target);
}

/** Chooses the three answers, up to the requirements step. */
export async function answerChoices(page: Page, language: Language): Promise<void> {
  for (const answer of wizardCopy[language].answers) await clickByText(page, 'main label.choice-card', answer);
  await page.waitForSelector('main textarea');
}

/**
 * From the requirements step: gives the requirements and who asks (pasted), reviews and sends; returns the request's
 * id once redux-persist has saved it. A robot also fills the honeypot, off screen and out of the tab order.
 */
export async function submitRequest(
  page: Page,
  language: Language,
  requirements: string,
  { honeypot }: { honeypot?: string } = {},
): Promise<string> {
  if (requirements !== '') await paste(page, 'main textarea', requirements);
  if (honeypot !== undefined) await pasteAsRobot(page, 'main input[name="website"]', honeypot);
  await paste(page, '#consultation-name', requester.name);
  await paste(page, '#consultation-email', requester.email);
  const copy = wizardCopy[language];
  await clickByText(page, 'main .wizard-nav button', copy.review);
  await waitForHeading(page, copy.reviewTitle, 'The review did not follow the click on Review');
  await clickByText(page, 'main .wizard-nav button', copy.send);
  await waitForHeading(page, copy.summary, 'The summary did not follow the click on Send');
  const saved = await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('persist:consultation') ?? '{}') as Record<string, string>;
    const delivery = JSON.parse(stored.delivery ?? 'null') as { id: string | null } | null;
    return stored.step === '5' && typeof delivery?.id === 'string' ? delivery.id : false;
  });
  return (await saved.jsonValue()) as string;
}

/** Waits for the wizard's step heading to say `text`, or fails with `failure` and where the wizard stands. */
async function waitForHeading(page: Page, text: string, failure: string): Promise<void> {
  await page
    .waitForFunction((expected: string) => document.querySelector('main h2')?.textContent.trim() === expected, {}, text)
    .catch(async (error: unknown) => {
      throw new Error(`${failure}: ${await wizardState(page)}`, { cause: error });
    });
}

/** Waits until the summary's status says `text`. */
export async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected: string) => document.querySelector('main [role=status]')?.textContent.includes(expected) === true,
    {},
    text,
  );
}

/** The summary's actions after a failure: their kind, text and link. */
export function statusActions(page: Page): Promise<{ tag: string; text: string; href: string | null }[]> {
  return page.$$eval('.delivery-status__actions > *', (elements) =>
    elements.map((element) => ({
      tag: element.tagName,
      text: element.textContent.trim(),
      href: element.getAttribute('href'),
    })),
  );
}

/** Where the wizard stands, for a failure to name: its question, its errors, its fields and the scroll. */
function wizardState(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        question: document.querySelector('main h2')?.textContent.trim(),
        alerts: [...document.querySelectorAll('main [role=alert], main .invalid-feedback')].map((node) =>
          node.textContent.trim(),
        ),
        fields: [...document.querySelectorAll<HTMLInputElement>('main input, main textarea')].map(
          (field) =>
            `${field.id || field.name}=${JSON.stringify(field.value)}${field.matches(':invalid, .is-invalid') ? ' (invalid)' : ''}`,
        ),
        focused: document.activeElement?.id ?? document.activeElement?.tagName,
        scrollY: window.scrollY,
      }),
    )
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
}
