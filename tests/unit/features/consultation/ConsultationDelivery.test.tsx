import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { CALENDLY_SCRIPT_URL, CALENDLY_STYLE_URL } from '../../../../src/features/consultation/calendly';
import type { DeliveryStatus } from '../../../../src/lib/leads/delivery';
import { WIDGET_WAIT_MS } from '../../../../src/features/consultation/useCalendlyPopup';
import { CONSULTATION_STORAGE_VERSION } from '../../../../src/features/consultation/consultationPersistence';
import { fakeRelayFetch, installFetch, relayAnswers, type RelayAnswer } from '../../../support/fakeRelay';
import { renderApp } from '../../../support/renderWithProviders';
import { storeDraft } from '../../../support/storedDrafts';

jest.setTimeout(20_000);

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const CAMILLE = { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier Martin', phone: '' };
const NOBODY = { name: '', email: '', company: '', phone: '' };

/**
 * The page as it is right after Submit (or reopened at the summary), with the relay answering `answers`;
 * `contact` is who asked, as the session kept it (nobody: a draft submitted before the wizard asked).
 */
function openSummary(
  language: 'fr' | 'en',
  answers: RelayAnswer[],
  delivery: DeliveryStatus = 'idle',
  contact: typeof CAMILLE = CAMILLE,
) {
  const relay = fakeRelayFetch(...answers);
  installFetch(relay.fetch);
  const answered = {
    projectType: 'mobileApp',
    budget: 'medium',
    timeline: 'threeMonths',
    requirements: 'Appli & "fidélité"',
  };
  const draft = { step: 5, answers: answered, delivery: { id: ID, status: delivery }, honeypot: '' };
  storeDraft(localStorage, 'consultation', draft, CONSULTATION_STORAGE_VERSION);
  storeDraft(sessionStorage, 'consultationContact', { values: contact }, 1);
  const view = renderApp({ language, route: '/consultation' });
  return { ...view, relay };
}

const status = () => within(screen.getByRole('main')).getByRole('status');

function mailFields(href: string | null) {
  const [address, query] = (href ?? '').split('?');
  const fields = new URLSearchParams(query);
  return { address, subject: fields.get('subject'), body: fields.get('body') };
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('the summary sends the request', () => {
  it('in French: sending, then received when the relay stored it', async () => {
    const { relay } = openSummary('fr', [relayAnswers.stored]);
    relay.hold();
    expect(await screen.findByText('Envoi de votre demande…')).toBeInTheDocument();
    act(() => {
      relay.release();
    });
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Statut de la demande');
    expect(relay.payloads()).toEqual([
      {
        id: ID,
        projectType: 'mobileApp',
        budget: 'medium',
        timeline: 'threeMonths',
        requirements: 'Appli & "fidélité"',
        contact: CAMILLE,
        lng: 'fr',
        website: '',
      },
    ]);
  });

  it('forgets who asked once the request is delivered: nothing of it stays in the session', async () => {
    const { store } = openSummary('fr', [relayAnswers.stored]);
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(store.getState().consultationContact?.values).toEqual(NOBODY);
  });

  it('keeps who asked while the request is not delivered, for Retry and the e-mail', async () => {
    const { store } = openSummary('fr', [relayAnswers.providerFailed]);
    expect(await screen.findByText('Votre demande n’a pas pu être envoyée.')).toBeInTheDocument();
    expect(store.getState().consultationContact?.values).toEqual(CAMILLE);
  });

  it('sends a draft submitted before the wizard asked who is asking as it is, without contact details', async () => {
    const { relay } = openSummary('en', [relayAnswers.stored], 'idle', NOBODY);
    expect(await screen.findByText(/Your request has been received\./)).toBeInTheDocument();
    expect(relay.payloads()[0]).not.toHaveProperty('contact');
  });

  it('in English: sent when the provider took it, in the visitor’s language', async () => {
    const { relay } = openSummary('en', [relayAnswers.sent]);
    expect(await screen.findByText(/Your request has been sent\./)).toBeInTheDocument();
    expect(relay.payloads().map((payload) => payload.lng)).toEqual(['en']);
  });
});

describe('a request that could not be sent', () => {
  it('in English: offers Retry, which sends the same request again, and an e-mail fallback', async () => {
    const { relay, user } = openSummary('en', [relayAnswers.providerFailed, relayAnswers.sent]);
    expect(await screen.findByText('Your request could not be sent.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Try again in a moment, or send us your answers by email.');

    const mail = mailFields(screen.getByRole('link', { name: 'Send by email' }).getAttribute('href'));
    expect(mail.address).toBe(`mailto:${site.email}`);
    expect(mail.subject).toBe('Project consultation request');
    expect(mail.body).toBe(
      [
        'Hello,',
        '',
        'Here is my project request:',
        'Project type: Mobile app',
        'Budget: €10,000 to €50,000',
        'Timeline: Within three months',
        'Requirements: Appli & "fidélité"',
        '',
        'Name: Camille Martin',
        'Email: camille@example.com',
        'Company: Atelier Martin',
        '',
        `Reference: ${ID}`,
      ].join('\r\n'),
    );

    await user.click(screen.getByRole('button', { name: 'Try sending again' }));
    expect(await screen.findByText(/Your request has been sent\./)).toBeInTheDocument();
    expect(status()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Try sending again' })).not.toBeInTheDocument();
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
  });

  it('in French: a network error while online fails, with the answers in French in the e-mail', async () => {
    setOnline(true);
    const { relay, user } = openSummary('fr', ['network-error', relayAnswers.stored]);
    expect(await screen.findByText('Votre demande n’a pas pu être envoyée.')).toBeInTheDocument();
    const mail = mailFields(screen.getByRole('link', { name: 'Envoyer par e-mail' }).getAttribute('href'));
    expect(mail.subject).toBe('Demande de consultation de projet');
    expect(mail.body).toContain('Type de projet\u00a0: Application mobile');
    expect(mail.body).toContain('Budget\u00a0: De 10\u202f000\u00a0€ à 50\u202f000\u00a0€');
    expect(mail.body).toContain('Calendrier\u00a0: Sous trois mois');
    expect(mail.body).toContain('Besoins\u00a0: Appli & "fidélité"');
    expect(mail.body).toContain('Nom\u00a0: Camille Martin\r\nE-mail\u00a0: camille@example.com');

    await user.click(screen.getByRole('button', { name: 'Réessayer l’envoi' }));
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(relay.fetch).toHaveBeenCalledTimes(2);
  });

  it('cannot be sent twice by a double click on Retry', async () => {
    const { relay, user } = openSummary('en', [relayAnswers.providerFailed, relayAnswers.sent]);
    const retry = await screen.findByRole('button', { name: 'Try sending again' });
    relay.hold();
    await user.dblClick(retry);
    expect(await screen.findByText('Sending your request…')).toBeInTheDocument();
    act(() => {
      relay.release();
    });
    expect(await screen.findByText(/Your request has been sent\./)).toBeInTheDocument();
    expect(relay.fetch).toHaveBeenCalledTimes(2);
  });
});

const unavailable: RelayAnswer = { status: 503, body: { error: 'unavailable' } };
const providerRejected: RelayAnswer = { status: 422, body: { error: 'provider_rejected' } };

describe('a relay that cannot store the request for now (503)', () => {
  it('in French: keeps the draft and offers Retry and the e-mail fallback; Retry sends the same request', async () => {
    const { relay, user } = openSummary('fr', [unavailable, relayAnswers.stored]);
    expect(await screen.findByText('Votre demande n’a pas pu être envoyée.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Réessayez dans un instant, ou envoyez-nous vos réponses par e-mail.');
    expect(screen.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/) as string,
    );

    await user.click(screen.getByRole('button', { name: 'Réessayer l’envoi' }));
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
  });

  it('in English: the same with the e-mail fallback in English', async () => {
    openSummary('en', [unavailable]);
    expect(await screen.findByText('Your request could not be sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try sending again' })).toBeInTheDocument();
    const mail = mailFields(screen.getByRole('link', { name: 'Send by email' }).getAttribute('href'));
    expect(mail.body).toContain('Project type: Mobile app');
  });
});

describe('a request refused for good (422 from the provider, or a malformed request)', () => {
  it('in French: says sending again would not help, and offers only the e-mail fallback', async () => {
    const { relay } = openSummary('fr', [providerRejected, relayAnswers.stored]);
    expect(
      await screen.findByText('Votre demande n’a pas pu être transmise, et la renvoyer n’y changerait rien.'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Envoyez-nous plutôt vos réponses par e-mail.');
    expect(screen.queryByRole('button', { name: 'Réessayer l’envoi' })).not.toBeInTheDocument();
    const mail = mailFields(screen.getByRole('link', { name: 'Envoyer par e-mail' }).getAttribute('href'));
    expect(mail.address).toBe(`mailto:${site.email}`);
    expect(mail.body).toContain('Besoins\u00a0: Appli & "fidélité"');
    expect(mail.body).toContain(`Référence\u00a0: ${ID}`);
    expect(relay.fetch).toHaveBeenCalledTimes(1);
  });

  it('in English: the same for a request the relay refuses as malformed (400)', async () => {
    openSummary('en', [{ status: 400, body: { error: 'invalid_field', field: 'id' } }]);
    expect(
      await screen.findByText('Your request could not be delivered, and sending it again would not help.'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Please send us your answers by email instead.');
    expect(screen.queryByRole('button', { name: 'Try sending again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send by email' })).toBeInTheDocument();
  });

  it('is not sent again when the page reopens on it', async () => {
    setOnline(true);
    const { relay } = openSummary('en', [relayAnswers.stored], 'rejected');
    expect(await screen.findByRole('link', { name: 'Send by email' })).toBeInTheDocument();
    expect(relay.fetch).not.toHaveBeenCalled();
  });
});

describe('a request made while offline', () => {
  it('in French: is queued, then sent when the connection returns', async () => {
    setOnline(false);
    const { relay } = openSummary('fr', ['network-error', relayAnswers.sent]);
    await screen.findByText(/Vous êtes hors ligne/);
    expect(status()).toHaveTextContent(
      'Vous êtes hors ligne : votre demande est conservée dans ce navigateur et partira dès le retour de la connexion.',
    );
    // No answer is promised before the request has reached the agency.
    expect(status()).not.toHaveTextContent('24 heures');
    expect(screen.queryByRole('button', { name: 'Réessayer l’envoi' })).not.toBeInTheDocument();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/Votre demande a bien été envoyée\./)).toBeInTheDocument();
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
  });

  it('in English: a draft reopened queued and online is sent at once', async () => {
    setOnline(true);
    const { relay } = openSummary('en', [relayAnswers.stored], 'queuedInPage');
    expect(await screen.findByText(/Your request has been received\./)).toBeInTheDocument();
    expect(relay.fetch).toHaveBeenCalledTimes(1);
  });

  it('in French: a draft reopened failed is tried once more with the same id', async () => {
    setOnline(true);
    const { relay } = openSummary('fr', [relayAnswers.providerFailed], 'failed');
    await screen.findByRole('button', { name: 'Réessayer l’envoi' });
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID]);
  });

  it('in English: queued by the service worker, then shown as received when it reports the replay', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      openSummary('en', [relayAnswers.queued]);
      expect(
        await screen.findByText(
          'You are offline: your request is kept in this browser and will be sent as soon as the connection returns. We will reply once it reaches us.',
        ),
      ).toBeInTheDocument();
      act(() => {
        const other = {
          type: 'LEAD_REPLAYED',
          kind: 'consultation',
          id: '9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a',
          ok: true,
        };
        worker.dispatchEvent(new MessageEvent('message', { data: { ...other, status: 'stored' } }));
      });
      expect(screen.getByText(/kept in this browser and will be sent/)).toBeInTheDocument();
      act(() => {
        const replayed = { type: 'LEAD_REPLAYED', kind: 'consultation', id: ID, ok: true, status: 'stored' };
        worker.dispatchEvent(new MessageEvent('message', { data: replayed }));
      });
      expect(await screen.findByText(/Your request has been received\./)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('in French: queued by the service worker, then refused for good when it reports a final answer', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      openSummary('fr', [relayAnswers.queued]);
      expect(await screen.findByText(/Vous êtes hors ligne/)).toBeInTheDocument();
      act(() => {
        const replayed = { type: 'LEAD_REPLAYED', kind: 'consultation', id: ID, ok: false };
        worker.dispatchEvent(new MessageEvent('message', { data: replayed }));
      });
      expect(
        await screen.findByText('Votre demande n’a pas pu être transmise, et la renvoyer n’y changerait rien.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Envoyer par e-mail' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Réessayer l’envoi' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('booking a call', () => {
  const widgetElements = () => [
    ...document.head.querySelectorAll(`script[src="${CALENDLY_SCRIPT_URL}"], link[href="${CALENDLY_STYLE_URL}"]`),
  ];
  const finishLoading = (event: 'load' | 'error') => {
    act(() => {
      for (const element of widgetElements()) element.dispatchEvent(new Event(event));
    });
  };

  afterEach(() => {
    for (const element of widgetElements()) element.remove();
    delete window.Calendly;
  });

  async function bookingLink(language: 'fr' | 'en', name: string) {
    const view = openSummary(language, [relayAnswers.stored]);
    const book = await screen.findByRole('link', { name });
    return { ...view, book };
  }

  it('asks nothing of the provider until pressed, then loads its widget and opens the popup', async () => {
    const { book, user } = await bookingLink('en', 'Book a call (opens in a new tab)');
    expect(book).toHaveAttribute('href', site.schedulingUrl);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(book).toHaveAccessibleDescription(
      'Booking is run by Calendly: nothing is sent to it until you press “Book a call”. How we handle your data',
    );
    // The footer's sign-up has a link of the same name: this one is the summary's, in the main region.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
      'href',
      '/legal#privacy',
    );
    await screen.findByText(/Your request has been received\./);
    expect(widgetElements()).toEqual([]);

    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const initPopupWidget = jest.fn();
    expect(fireEvent.click(book)).toBe(false);
    const [style, script] = widgetElements();
    expect(style).toHaveAttribute('rel', 'stylesheet');
    expect(script).toHaveProperty('async', true);
    expect(book).toHaveAttribute('aria-busy', 'true');
    window.Calendly = { initPopupWidget };
    finishLoading('load');
    await waitFor(() => {
      expect(initPopupWidget).toHaveBeenCalledWith({ url: site.schedulingUrl });
    });
    expect(book).toHaveAttribute('aria-busy', 'false');

    await user.click(book);
    expect(initPopupWidget).toHaveBeenCalledTimes(2);
    expect(widgetElements()).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the scheduling page in a new tab when the widget cannot load, and tries again at the next press', async () => {
    const { book } = await bookingLink('fr', 'Réserver un appel (s’ouvre dans un nouvel onglet)');
    expect(book).toHaveAccessibleDescription(
      /^La prise de rendez-vous est assurée par Calendly\s: rien ne lui est transmis avant que vous appuyiez sur «\sRéserver un appel\s»\./,
    );
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(fireEvent.click(book)).toBe(false);
    finishLoading('error');
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith(site.schedulingUrl, '_blank', 'noopener,noreferrer');
    });
    expect(widgetElements()).toEqual([]);

    fireEvent.click(book);
    expect(widgetElements()).toHaveLength(2);
  });

  it('opens the scheduling page in a new tab when the widget is too slow, while the browser still allows it', async () => {
    const { book } = await bookingLink('en', 'Book a call (opens in a new tab)');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    jest.useFakeTimers();
    try {
      fireEvent.click(book);
      act(() => {
        jest.advanceTimersByTime(WIDGET_WAIT_MS - 1);
      });
      expect(open).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1);
        await Promise.resolve();
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith(site.schedulingUrl, '_blank', 'noopener,noreferrer');
    });
  });

  it('leaves a modified click, or a press while offline, to the link itself', async () => {
    const { book } = await bookingLink('en', 'Book a call (opens in a new tab)');
    expect(fireEvent.click(book, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(book, { button: 1 })).toBe(true);
    setOnline(false);
    expect(fireEvent.click(book)).toBe(true);
    expect(widgetElements()).toEqual([]);
  });
});
