import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/app/store';
import { ContactForm } from '../../../../src/features/contact/ContactForm';
import { contactLead } from '../../../../src/features/contact/contactLead';
import { attachDraftLead } from '../../../support/leads';
import { CONTACT_STORAGE_VERSION } from '../../../../src/features/contact/contactPersistence';
import { createStaticI18n } from '../../../../src/i18n/staticI18n';
import type { Language } from '../../../../src/i18n/languages';
import en from '../../../../src/i18n/locales/en';
import fr from '../../../../src/i18n/locales/fr';
import { MemoryRouter } from 'react-router-dom';
import { fakeRelayFetch, installFetch, relayAnswers, type RelayAnswer } from '../../../support/fakeRelay';
import { readStoredDraft, storeDraft } from '../../../support/storedDrafts';
import { pasteInto } from '../../../support/pasteInto';
import { renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    queuedByWorker:
      'Vous êtes hors ligne\u00a0: votre message est conservé et partira dès le retour de la connexion, même si vous fermez cette page.',
    queuedInPage:
      'Vous êtes hors ligne\u00a0: votre message est conservé dans cet onglet et partira dès le retour de la connexion. Gardez-le ouvert d’ici là.',
    name: 'Nom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    sent: 'Message envoyé\u202f!',
    again: 'Envoyer un autre message',
    failed: 'Une erreur est survenue',
    failedText: 'Nous n’avons pas pu envoyer votre message. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    errors: {
      nameRequired: 'Le nom est obligatoire',
      emailRequired: 'L’e-mail est obligatoire',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide',
      subjectRequired: 'Le sujet est obligatoire',
      messageRequired: 'Le message est obligatoire',
      messageTooShort: 'Le message doit contenir au moins 10 caractères',
    },
  },
  en: {
    queuedByWorker:
      'You are offline: your message is kept and will be sent as soon as the connection returns, even if you close this page.',
    queuedInPage:
      'You are offline: your message is kept in this tab and will be sent as soon as the connection returns. Keep it open until then.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Message sent!',
    again: 'Send another message',
    failed: 'Something went wrong',
    failedText: 'We couldn’t send your message. Please try again later.',
    retry: 'Try again',
    errors: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      subjectRequired: 'Subject is required',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
    },
  },
} as const;

// Text matchers collapse the no-break spaces of French typography; accessible names keep them.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Field = 'name' | 'email' | 'subject' | 'message';

/** The relay at /api/contact as the page reaches it, answering `answers` in turn (the last one repeats). */
function relay(...answers: RelayAnswer[]) {
  const fake = fakeRelayFetch(...(answers.length === 0 ? [relayAnswers.stored] : answers));
  installFetch(fake.fetch);
  return { fetch: fake.fetch, posts: () => fake.payloads() as unknown as Record<string, unknown>[] };
}

beforeEach(() => {
  relay();
});
afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

/** The form on a page whose contact lead is attached, as the contact page does once on screen. */
function setup(language: Language = 'en') {
  const store = makeStore();
  const persistor = attachDraftLead(store, contactLead);
  const result = renderWithProviders(<ContactForm />, { language, store });
  const field = (name: Field) => screen.getByLabelText(copy[language][name]);
  return {
    ...result,
    field,
    flush: async () => {
      await (await persistor).flush();
    },
  };
}

/** The draft as session storage keeps it. */
const storedValues = () => readStoredDraft(sessionStorage, 'contact').values as Record<Field, string> | undefined;

/** A valid message, each field pasted (the tests of what typing does type). */
async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (name: Field) => HTMLElement) {
  await pasteInto(user, field('name'), 'Camille Martin');
  await pasteInto(user, field('email'), 'camille@example.com');
  await pasteInto(user, field('subject'), 'New website');
  await pasteInto(user, field('message'), 'We would like a new site.');
}

function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe.each(['fr', 'en'] as const)('contact form messages in %s', (language) => {
  const t = copy[language];
  it.each([
    ['name', '', t.errors.nameRequired],
    ['name', '   ', t.errors.nameRequired],
    ['email', '', t.errors.emailRequired],
    ['email', 'camille@example', t.errors.emailInvalid],
    ['email', 'cam ille@example.com', t.errors.emailInvalid],
    ['subject', '', t.errors.subjectRequired],
    ['message', '', t.errors.messageRequired],
    ['message', '   ', t.errors.messageRequired],
    ['message', '  123456789  ', t.errors.messageTooShort],
  ] as const)('leaving %s as %p says %p and ties it to the field', async (name, value, message) => {
    const { user, field } = setup(language);
    await user.click(field(name));
    if (value !== '') await user.type(field(name), value);
    await user.tab();
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByText(message)).toBeVisible();
  });

  it('accepts trimmed valid values', async () => {
    const { user, field } = setup(language);
    await user.type(field('name'), '  A ');
    await user.type(field('email'), '  a@b.co  ');
    await user.type(field('subject'), 'S');
    await user.type(field('message'), '  1234567890  ');
    await user.tab();
    for (const name of ['name', 'email', 'subject', 'message'] as const) {
      await user.click(field(name));
      await user.tab();
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
  });
});

describe('contact form: when fields are checked', () => {
  it('says nothing while the visitor types in a field never left, then checks on every change once left', async () => {
    const { user, field } = setup('en');
    await user.type(field('email'), 'cam');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.en.errors.emailInvalid)).not.toBeInTheDocument();

    await user.tab();
    expect(errorOf(field('email'))).toBe(copy.en.errors.emailInvalid);

    await user.type(field('email'), '@example.com');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.en.errors.emailInvalid)).not.toBeInTheDocument();

    await user.clear(field('email'));
    expect(errorOf(field('email'))).toBe(copy.en.errors.emailRequired);
    expect(field('name')).not.toHaveAttribute('aria-invalid');
  });

  it('checks every field on submit, focuses the first invalid one and announces the errors', async () => {
    const { user, field } = setup('fr');
    await user.type(field('name'), 'Camille');
    await user.type(field('message'), 'court');
    await user.click(screen.getByRole('button', { name: copy.fr.send }));

    expect(field('email')).toHaveFocus();
    expect(errorOf(field('email'))).toBe(copy.fr.errors.emailRequired);
    expect(errorOf(field('subject'))).toBe(copy.fr.errors.subjectRequired);
    // The error takes the hint's place rather than repeating it.
    expect(errorOf(field('message'))).toBe(copy.fr.errors.messageTooShort);
    expect(screen.queryByText('Au moins 10 caractères.')).not.toBeInTheDocument();
    await user.type(field('message'), ' message');
    expect(errorOf(field('message'))).toBe('Au moins 10 caractères.');
    expect(field('name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent(
      plain('Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.'),
    );
  });

  it('labels every field, marks them required, and offers no native validation bubble', () => {
    const { field } = setup('en');
    for (const name of ['name', 'email', 'subject', 'message'] as const) expect(field(name)).toBeRequired();
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('message').tagName).toBe('TEXTAREA');
    expect(field('name').closest('form')).toHaveAttribute('novalidate');
  });
});

describe('contact form: sending', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['fr', 'en'] as const)(
    'in %s, goes sending -> sent after 1.5 s, clears the form, then lets the visitor write again',
    async (language) => {
      const t = copy[language];
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
      const agency = relay();
      const { field, flush } = setup(language);
      await fillValid(user, field);
      await user.click(screen.getByRole('button', { name: t.send }));

      const sending = screen.getByRole('button', { name: t.sending });
      expect(sending).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(t.sending);
      await user.click(sending);
      await user.type(field('message'), '{Enter}');

      await act(() => jest.advanceTimersByTimeAsync(1499));
      expect(screen.getByRole('button', { name: t.sending })).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(1));

      const heading = screen.getByRole('heading', { name: t.sent });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(plain(t.sent));
      expect(screen.queryByLabelText(t.name)).not.toBeInTheDocument();
      await act(flush);
      expect(storedValues()).toEqual({ name: '', email: '', subject: '', message: '' });

      await user.click(screen.getByRole('button', { name: t.again }));
      expect(field('name')).toHaveFocus();
      for (const name of ['name', 'email', 'subject', 'message'] as const) {
        expect(field(name)).toHaveValue('');
        expect(field(name)).not.toHaveAttribute('aria-invalid');
      }
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(agency.posts()).toHaveLength(1);
      const { id, draftMs, ...sent } = agency.posts()[0] ?? {};
      expect(typeof id).toBe('string');
      expect(typeof draftMs).toBe('number');
      expect(sent).toEqual({
        name: 'Camille Martin',
        email: 'camille@example.com',
        subject: 'New website',
        message: 'We would like a new site.',
        lng: language,
        website: '',
      });
    },
  );

  it.each(['fr', 'en'] as const)('in %s, says a message kept offline is queued, keeping it', async (language) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    relay(relayAnswers.queued);
    const { field, flush } = setup(language);
    await fillValid(user, field);
    await user.click(screen.getByRole('button', { name: copy[language].send }));
    await act(() => jest.advanceTimersByTimeAsync(1500));
    const title = { fr: 'Message conservé', en: 'Message kept' }[language];
    const heading = screen.getByRole('heading', { name: title });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(title);
    await act(flush);
    expect(storedValues()?.message).toBe('We would like a new site.');
    expect(screen.getByText(plain(copy[language].queuedByWorker))).toBeInTheDocument();
  });

  it.each(['fr', 'en'] as const)(
    'in %s, asks to keep the tab open when only the page keeps the message (offline, no worker)',
    async (language) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
      relay('network-error');
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { field } = setup(language);
      await fillValid(user, field);
      await user.click(screen.getByRole('button', { name: copy[language].send }));
      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(screen.getByText(plain(copy[language].queuedInPage))).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(plain(copy[language].queuedInPage));
      expect(screen.queryByText(plain(copy[language].queuedByWorker))).not.toBeInTheDocument();
    },
  );

  it('sends once however many times the visitor submits', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    const agency = relay();
    const { field } = setup('en');
    await fillValid(user, field);
    await user.type(field('subject'), '{Enter}');
    await user.click(screen.getByRole('button', { name: copy.en.sending }));
    await user.type(field('email'), '{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(agency.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: copy.en.sent })).toBeInTheDocument();
  });
});

describe.each(['fr', 'en'] as const)('contact form: a failed send in %s', (language) => {
  it('shows the error panel, announces it, and Try Again returns to the filled form', async () => {
    const t = copy[language];
    relay('network-error');
    const { user, field, flush } = setup(language);
    await fillValid(user, field);
    await user.click(screen.getByRole('button', { name: t.send }));

    const heading = await screen.findByRole('heading', { name: t.failed });
    expect(heading).toHaveFocus();
    expect(heading.nextElementSibling).toHaveTextContent(t.failedText);
    expect(screen.getByRole('status')).toHaveTextContent(`${t.failed} ${t.failedText}`);

    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(screen.getByRole('button', { name: t.send })).toHaveFocus();
    expect(field('name')).toHaveValue('Camille Martin');
    expect(field('message')).toHaveValue('We would like a new site.');
    await act(flush);
    expect(storedValues()?.name).toBe('Camille Martin');
  });
});

describe('contact form: the draft', () => {
  it('saves what the visitor types and restores it in a new page after the first render', async () => {
    const first = setup('en');
    await first.user.type(first.field('name'), 'Camille');
    await first.user.type(first.field('message'), 'Half a thought');
    await act(first.flush);
    first.unmount();
    const { clock, ...saved } = readStoredDraft(sessionStorage, 'contact');
    expect(saved).toMatchObject({
      values: { name: 'Camille', email: '', subject: '', message: 'Half a thought' },
      delivery: { id: null, status: 'idle' },
    });
    // The draft's page time so far, for the relay's time trap after a reload.
    expect(clock).toEqual({ before: expect.any(Number) as number, since: null });

    const second = setup('en');
    expect(await screen.findByDisplayValue('Camille')).toBe(second.field('name'));
    expect(second.field('message')).toHaveValue('Half a thought');
    expect(second.field('name')).not.toHaveAttribute('aria-invalid');
  });

  it('restores a draft longer than the relay takes, whole: nothing typed is lost', async () => {
    const message = 'A'.repeat(6000);
    storeDraft(
      sessionStorage,
      'contact',
      {
        values: { name: 'Camille', email: '', subject: '', message },
        delivery: { id: null, status: 'idle' },
        honeypot: '',
        clock: { before: 0, since: null },
      },
      CONTACT_STORAGE_VERSION,
    );
    const { field } = setup('en');
    expect(await screen.findByDisplayValue('Camille')).toBe(field('name'));
    expect(field('message')).toHaveValue(message);
  });

  it('restores a draft the form kept by hand before redux-persist, then forgets that copy', async () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'Camille', message: 'Hello', id, elapsedMs: 4200 }));
    const agency = relay();
    const { user, field, flush } = setup('en');
    expect(await screen.findByDisplayValue('Camille')).toBe(field('name'));
    expect(field('message')).toHaveValue('Hello');
    expect(sessionStorage.getItem('contact-draft')).toBeNull();
    await act(flush);
    expect(storedValues()).toEqual({ name: 'Camille', email: '', subject: '', message: 'Hello' });

    await user.type(field('email'), 'camille@example.com');
    await user.type(field('subject'), 'Hi');
    await user.type(field('message'), ', a longer message');
    await user.click(screen.getByRole('button', { name: copy.en.send }));
    expect(await screen.findByRole('heading', { name: copy.en.sent }, { timeout: 4000 })).toBeInTheDocument();
    // Its message keeps the id it was first sent with, and the page time it had counted.
    expect(agency.posts()[0]).toMatchObject({ id, name: 'Camille' });
    expect(agency.posts()[0]?.draftMs).toBeGreaterThanOrEqual(4200);
  });

  it('does not read storage while rendering, so a prerendered page matches the first client render', () => {
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'Camille' }));
    const html = renderToString(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={createStaticI18n('en', { fr, en })}>
          <MemoryRouter>
            <ContactForm />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toContain('id="contact-name"');
    expect(html).not.toContain('Camille');
  });

  it('still works when the browser refuses storage', async () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    relay('network-error');
    const { user, field } = setup('en');
    await fillValid(user, field);
    await user.click(screen.getByRole('button', { name: copy.en.send }));
    expect(await screen.findByRole('heading', { name: copy.en.failed })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('contact form: spam kept out without third parties', () => {
  it('has a honeypot no visitor meets: out of the tab order, hidden from assistive technology', async () => {
    const { user, field } = setup('en');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    await user.click(field('message'));
    await user.tab();
    expect(screen.getByRole('button', { name: copy.en.send })).toHaveFocus();
  });

  it('sends what a robot put in the honeypot, for the relay to judge', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    const agency = relay();
    const { field } = setup('en');
    await fillValid(user, field);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (trap !== null) trap.value = 'http://spam.example';
    await user.click(screen.getByRole('button', { name: copy.en.send }));
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(agency.posts()[0]).toMatchObject({ website: 'http://spam.example' });
    jest.useRealTimers();
  });

  it.each([
    ['fr', 'Ce que nous faisons de vos données'],
    ['en', 'How we handle your data'],
  ] as const)(
    'in %s, says under the form where the data goes, with a link to the privacy section',
    (language, name) => {
      setup(language);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/legal#privacy');
    },
  );
});
