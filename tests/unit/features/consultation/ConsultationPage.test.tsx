import { screen, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { chooseCard, clickCard } from '../../../support/chooseCard';
import { pasteInto } from '../../../support/pasteInto';
import { renderApp } from '../../../support/renderWithProviders';
import { storeDraft } from '../../../support/storedDrafts';
import { CONSULTATION_STORAGE_VERSION } from '../../../../src/features/consultation/consultationPersistence';

jest.setTimeout(20_000);

let relay: ReturnType<typeof fakeRelayFetch>;
beforeEach(() => {
  relay = fakeRelayFetch(relayAnswers.stored);
  installFetch(relay.fetch);
});
const relayCalls = () => relay.payloads().length;
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const progress = () => screen.getByRole('progressbar');
const stepHeading = () => within(screen.getByRole('main')).getByRole('heading', { level: 2 });

const reviewTerms = {
  fr: ['Type de projet', 'Budget', 'Calendrier', 'Besoins', 'Nom', 'E-mail', 'Entreprise', 'Téléphone'],
  en: ['Project type', 'Budget', 'Timeline', 'Requirements', 'Name', 'Email', 'Company', 'Phone'],
} as const;
/** The review's answers, without the words of their Change buttons. */
const reviewValues = () => screen.getAllByRole('definition').map((answer) => answer.firstChild?.textContent);

const contactLabels = {
  fr: { name: 'Nom', email: 'E-mail' },
  en: { name: 'Name', email: 'Email' },
} as const;

/** Who asks, pasted on the last question (the walk through the steps types it). */
async function fillContact(user: ReturnType<typeof renderApp>['user'], language: 'fr' | 'en') {
  await pasteInto(user, screen.getByRole('textbox', { name: contactLabels[language].name }), 'Camille Martin');
  await pasteInto(user, screen.getByRole('textbox', { name: contactLabels[language].email }), 'camille@example.com');
}

async function openWizard(language: 'fr' | 'en') {
  const view = renderApp({ language, route: '/consultation' });
  await screen.findByRole('radiogroup');
  return view;
}

describe('the consultation wizard in French, by mouse', () => {
  it('walks through the four steps, reviews every answer, changes one and sends', async () => {
    const { user, store } = await openWizard('fr');

    expect(screen.getByRole('heading', { level: 1, name: 'Démarrer votre projet' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Étape 1 sur 4' })).toHaveAttribute('aria-valuenow', '1');
    const types = screen.getByRole('radiogroup', { name: 'Quel type de projet envisagez-vous\u202f?' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Site web', 'Application mobile', 'Plateforme e-commerce', 'Logiciel sur mesure']);
    expect(screen.queryByRole('button', { name: /Retour/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suivant/ })).not.toBeInTheDocument();

    await clickCard(user, 'Application mobile');
    expect(screen.getByRole('progressbar', { name: 'Étape 2 sur 4' })).toHaveAttribute('aria-valuenow', '2');
    expect(stepHeading()).toHaveTextContent('Quel est votre budget ?');
    expect(stepHeading()).toHaveFocus();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Quel est votre budget\u202f?' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Moins de 10\u202f000\u00a0€',
      'De 10\u202f000\u00a0€ à 50\u202f000\u00a0€',
      'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€',
      '100\u202f000\u00a0€ et plus',
    ]);
    expect(screen.queryByRole('button', { name: /Suivant/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(stepHeading()).toHaveTextContent('Quel type de projet envisagez-vous ?');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Application mobile' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(progress()).toHaveAccessibleName('Étape 2 sur 4');

    await clickCard(user, 'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€');
    expect(stepHeading()).toHaveTextContent('Quel est votre calendrier ?');
    await clickCard(user, 'Sous trois mois');

    expect(screen.getByRole('progressbar', { name: 'Étape 4 sur 4' })).toHaveAttribute('aria-valuenow', '4');
    expect(stepHeading()).toHaveTextContent('Parlez-nous de votre projet');
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    const requirements = screen.getByRole('textbox', { name: 'Vos besoins' });
    expect(requirements).toHaveAttribute('maxlength', '2000');
    expect(screen.getByText('0 / 2 000 caractères')).toBeInTheDocument();
    await user.type(requirements, 'Une appli de fidélité');
    expect(screen.getByText('21 / 2 000 caractères')).toBeInTheDocument();
    expect(requirements).toHaveAccessibleDescription(/21 \/ 2\s000 caractères/);
    expect(await screen.findByText('Caractères restants : 1 979', {}, { timeout: 3000 })).toBeInTheDocument();

    // Who asks: Review checks it first, as the contact form does, and goes nowhere until it is right.
    const contact = screen.getByRole('group', { name: 'Vos coordonnées' });
    const name = within(contact).getByRole('textbox', { name: 'Nom' });
    const email = within(contact).getByRole('textbox', { name: 'E-mail' });
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(within(contact).getByRole('textbox', { name: 'Entreprise (facultatif)' })).not.toBeRequired();
    expect(within(contact).getByRole('textbox', { name: 'Téléphone (facultatif)' })).toHaveAttribute('type', 'tel');
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    expect(stepHeading()).toHaveTextContent('Parlez-nous de votre projet');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire');
    expect(name).toBeInvalid();
    expect(email).toHaveAccessibleDescription('L’e-mail est obligatoire');
    expect(screen.getByText(/^Le formulaire contient des erreurs/)).toHaveAttribute('role', 'status');
    await user.type(name, 'Camille Martin');
    expect(name).not.toHaveAccessibleDescription('Le nom est obligatoire');
    await user.type(email, 'camille@example');
    expect(email).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide');
    await user.type(email, '.com');
    expect(email).toBeValid();
    await user.type(within(contact).getByRole('textbox', { name: 'Téléphone (facultatif)' }), 'demain');
    await user.tab();
    expect(within(contact).getByRole('textbox', { name: 'Téléphone (facultatif)' })).toHaveAccessibleDescription(
      'Veuillez saisir un numéro de téléphone valide',
    );
    await user.clear(within(contact).getByRole('textbox', { name: 'Téléphone (facultatif)' }));

    expect(relayCalls()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));

    // The review: every answer and who asks, each with its way back; nothing has gone yet.
    expect(stepHeading()).toHaveTextContent('Vérifiez votre demande');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(reviewTerms.fr);
    expect(reviewValues()).toEqual([
      'Application mobile',
      'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€',
      'Sous trois mois',
      'Une appli de fidélité',
      'Camille Martin',
      'camille@example.com',
      'Non précisé',
      'Non précisé',
    ]);
    expect(screen.getAllByRole('button', { name: /^Modifier \(/ }).map((button) => button.textContent)).toEqual(
      reviewTerms.fr.map((term) => `Modifier (${term})`),
    );
    expect(relayCalls()).toBe(0);
    expect(store.getState().consultation?.delivery.id).toBeNull();

    // A change opens its question with the answer chosen, and the new choice comes straight back to the review.
    await user.click(screen.getByRole('button', { name: 'Modifier (Budget)' }));
    expect(stepHeading()).toHaveTextContent('Quel est votre budget ?');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€' })).toBeChecked();
    await clickCard(user, '100\u202f000\u00a0€ et plus');
    expect(stepHeading()).toHaveTextContent('Vérifiez votre demande');
    expect(reviewValues()[1]).toBe('100\u202f000\u00a0€ et plus');
    expect(reviewValues()[3]).toBe('Une appli de fidélité');

    // A field of who asks opens the last question with that field focused.
    await user.click(screen.getByRole('button', { name: 'Modifier (E-mail)' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    expect(relayCalls()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(stepHeading()).toHaveTextContent('Résumé de votre projet');
    // Focus goes to where the request stands, which the visitor must see first.
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The summary keeps every answer and who asks (what was given), so the visitor can check the address the agency will answer.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(reviewTerms.fr.slice(0, 6));
    expect(screen.getAllByRole('definition').map((answer) => answer.textContent)).toEqual([
      'Application mobile',
      '100\u202f000\u00a0€ et plus',
      'Sous trois mois',
      'Une appli de fidélité',
      'Camille Martin',
      'camille@example.com',
    ]);
    expect(screen.queryByRole('button', { name: /^Modifier/ })).not.toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Votre demande a bien été reçue.',
    );
    const book = screen.getByRole('link', { name: 'Réserver un appel (s’ouvre dans un nouvel onglet)' });
    expect(book).toHaveAttribute('href', site.schedulingUrl);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');

    const firstId = store.getState().consultation?.delivery.id;
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(stepHeading()).toHaveTextContent('Quel type de projet envisagez-vous ?');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(store.getState().consultation?.delivery.id).not.toBe(firstId);
  });

  it('says so when no requirement was given', async () => {
    const { user } = await openWizard('fr');
    await clickCard(user, 'Site web');
    await clickCard(user, 'Moins de 10\u202f000\u00a0€');
    await clickCard(user, 'Flexible');
    await fillContact(user, 'fr');
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    expect(reviewValues()[3]).toBe('Aucun besoin précisé');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(screen.getAllByRole('definition')[3]).toHaveTextContent('Aucun besoin précisé');
  });
});

describe('a review restored in another browser session', () => {
  it('asks who asks again rather than sending without them, and comes back to the review', async () => {
    const answers = { projectType: 'website', budget: 'small', timeline: 'flexible', requirements: '' };
    // Who asks is kept per session: a new session finds the answers on the review, and no contact details.
    storeDraft(
      localStorage,
      'consultation',
      { step: 4, answers, delivery: { id: null, status: 'idle' }, honeypot: '', backToReview: false },
      CONSULTATION_STORAGE_VERSION,
    );
    const { user } = renderApp({ language: 'fr', route: '/consultation' });
    // Read back once the page's draft has joined the store.
    expect(await screen.findByRole('heading', { level: 2, name: 'Vérifiez votre demande' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(stepHeading()).toHaveTextContent('Parlez-nous de votre projet');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Le nom est obligatoire');
    expect(relayCalls()).toBe(0);
    await fillContact(user, 'fr');
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    expect(stepHeading()).toHaveTextContent('Vérifiez votre demande');
    expect(reviewValues().slice(4, 6)).toEqual(['Camille Martin', 'camille@example.com']);
  });
});

describe('what the wizard collects, and its spam trap', () => {
  async function toRequirements(language: 'fr' | 'en', answers: readonly string[]) {
    const view = await openWizard(language);
    for (const answer of answers) await clickCard(view.user, answer);
    return view;
  }

  it.each([
    [
      'fr',
      ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible'],
      'Vos réponses et vos coordonnées nous parviennent par e-mail et ne servent qu’à vous répondre et à préparer notre échange.',
      'Ce que nous faisons de vos données',
    ],
    [
      'en',
      ['Website', 'Under €10,000', 'Flexible'],
      'Your answers and contact details reach us by email and are used only to answer you and prepare our conversation.',
      'How we handle your data',
    ],
  ] as const)(
    'says in %s, under the contact details, who receives them and links to the privacy section',
    async (language, answers, note, link) => {
      await toRequirements(language, answers);
      expect(screen.getByText(note, { exact: false })).toBeInTheDocument();
      // The footer's sign-up has a link of the same name: this one is the wizard's, in the page's main region.
      expect(within(screen.getByRole('main')).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/legal#privacy',
      );
    },
  );

  it('keeps the honeypot away from people: out of the tab order, hidden from assistive technology', async () => {
    const { user } = await toRequirements('fr', ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible']);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Laissez ce champ vide' })).not.toBeInTheDocument();
    // Tab from the requirements goes to the contact details, the privacy link, Back and Submit, never to the trap.
    screen.getByRole('textbox', { name: 'Vos besoins' }).focus();
    for (let press = 0; press < 7; press += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });

  it('sends an empty honeypot from a person, and what a robot typed in it otherwise', async () => {
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    const { user } = await toRequirements('fr', ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible']);
    await fillContact(user, 'fr');
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText('Votre demande a bien été reçue.', { exact: false });
    expect(relay.payloads()[0]).toMatchObject({
      website: '',
      contact: { name: 'Camille Martin', email: 'camille@example.com', company: '', phone: '' },
    });

    await user.click(screen.getByRole('button', { name: /Recommencer/ }));
    for (const answer of ['Site web', 'Moins de 10\u202f000\u00a0€', 'Flexible']) await clickCard(user, answer);
    // Delivered, the first request's contact details were forgotten: the second asks again.
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('');
    await fillContact(user, 'fr');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (trap === null) throw new Error('no honeypot');
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Vérifier ma demande' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByText('Votre demande a bien été reçue.', { exact: false });
    expect(relay.payloads()[1]).toMatchObject({ website: 'https://spam.example' });
  });
});

describe('the consultation wizard in English, by keyboard', () => {
  it('moves with the arrow keys without advancing, chooses with Enter or Space', async () => {
    const { user } = await openWizard('en');

    expect(screen.getByRole('heading', { level: 1, name: 'Start your project' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'What type of project do you have in mind?' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Website', 'Mobile app', 'E-commerce platform', 'Custom software']);

    screen.getByRole('radio', { name: 'Website' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mobile app' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Mobile app' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'E-commerce platform' })).toHaveFocus();
    await chooseCard(() => user.keyboard('{Enter}'));

    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('What is your budget?');
    expect(stepHeading()).toHaveFocus();
    expect(
      within(screen.getByRole('radiogroup', { name: 'What is your budget?' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Under €10,000', '€10,000 to €50,000', '€50,000 to €100,000', '€100,000 or more']);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Under €10,000' })).toHaveFocus();
    await chooseCard(() => user.keyboard(' '));
    expect(stepHeading()).toHaveTextContent('What is your timeline?');
    expect(stepHeading()).toHaveFocus();

    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Flexible' })).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('What is your timeline?');
    await chooseCard(() => user.keyboard(' '));

    expect(stepHeading()).toHaveTextContent('Tell us about your project');
    expect(stepHeading()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Your requirements' })).toHaveFocus();
    await user.keyboard('Loyalty app');
    expect(screen.getByText('11 / 2,000 characters')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Sam Lee');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('sam@example');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toHaveFocus();
    await user.keyboard('Lee & Co');
    await user.tab();
    await user.keyboard('+44 20 7946 0000');
    await user.tab();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'How we handle your data' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Review my request' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('.com');
    await user.tab({ shift: true });
    await user.click(screen.getByRole('button', { name: 'Review my request' }));

    // The review, by keyboard: Tab reaches each Change, then Back and Send; Enter sends.
    expect(stepHeading()).toHaveTextContent('Check your request');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(reviewTerms.en);
    expect(reviewValues()).toEqual([
      'E-commerce platform',
      'Under €10,000',
      'Flexible',
      'Loyalty app',
      'Sam Lee',
      'sam@example.com',
      'Lee & Co',
      '+44 20 7946 0000',
    ]);
    for (const term of reviewTerms.en) {
      await user.tab();
      expect(screen.getByRole('button', { name: `Change (${term})` })).toHaveFocus();
    }
    await user.tab();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'How we handle your data' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send my request' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(stepHeading()).toHaveTextContent('Your project summary');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveFocus();
    expect(screen.getAllByRole('definition').map((answer) => answer.textContent)).toEqual([
      'E-commerce platform',
      'Under €10,000',
      'Flexible',
      'Loyalty app',
      'Sam Lee',
      'sam@example.com',
      'Lee & Co',
      '+44 20 7946 0000',
    ]);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Request status');
    expect(await within(screen.getByRole('main')).findByText(/Your request has been received/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a call (opens in a new tab)' })).toHaveAttribute(
      'href',
      site.schedulingUrl,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start over' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();
    expect(stepHeading()).toHaveFocus();
  });

  it('shows a request kept while offline as queued, translated', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const answers = { projectType: 'website', budget: 'small', timeline: 'immediate', requirements: '' };
    const delivery = { id: '3b241101-e2bb-4255-8caf-4136c566a962', status: 'queuedInPage' };
    storeDraft(
      localStorage,
      'consultation',
      { step: 5, answers, delivery, honeypot: '' },
      CONSULTATION_STORAGE_VERSION,
    );
    renderApp({ language: 'en', route: '/consultation' });
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'You are offline: your request is kept in this browser and will be sent as soon as the connection returns.',
    );
    expect(screen.getAllByRole('definition')[3]).toHaveTextContent('No requirements given');
  });
});
