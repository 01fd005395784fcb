import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../../src/app/App';
import { makeStore, type AppStore } from '../../../../src/app/store';
import { consultationLead } from '../../../../src/features/consultation/consultationLead';
import {
  CONSULTATION_STORAGE_VERSION,
  migrateStoredDraft,
  reviveDraft,
} from '../../../../src/features/consultation/consultationPersistence';
import {
  answerChosen,
  newDraft,
  requirementsEdited,
  reviewRequested,
  submitted,
  wizardOpened,
  type ConsultationState,
} from '../../../../src/features/consultation/consultationSlice';
import { contactLead } from '../../../../src/features/contact/contactLead';
import { attachDraftLead } from '../../../support/leads';
import { detailEdited } from '../../../../src/features/consultation/contactDetailsSlice';
import { createStaticI18n } from '../../../../src/i18n/staticI18n';
import { emptyContactDetails } from '../../../../src/lib/leads/consultation';
import { deliveryStarted, type DeliveryStatus } from '../../../../src/lib/leads/delivery';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { renderApp } from '../../../support/renderWithProviders';
import { readStoredDraft, storeDraft } from '../../../support/storedDrafts';
import en from '../../../../src/i18n/locales/en';
import fr from '../../../../src/i18n/locales/fr';

const KEY = 'persist:consultation';
const CONTACT_KEY = 'persist:consultationContact';
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

const answers = { projectType: 'website', budget: 'large', timeline: 'threeMonths', requirements: 'Café & "quotes"' };

const answered: ConsultationState = {
  step: 5,
  answers: { projectType: 'website', budget: 'large', timeline: 'threeMonths', requirements: 'Café & "quotes"' },
  delivery: { id: ID, status: 'idle' },
  honeypot: '',
  backToReview: false,
};

/** A draft as versions 1 and 2 stored it: the id beside a bare status, and the summary at step 4. */
const storedBefore3 = (delivery: string, step = 4) => ({
  step,
  answers,
  requestId: step === 4 ? ID : null,
  delivery,
  honeypot: '',
});

const stored = (draft: object, version: number | null = CONSULTATION_STORAGE_VERSION) => {
  storeDraft(localStorage, 'consultation', draft, version);
};

/**
 * A page load: a new store, its wizard's lead attached as its page does once on screen. `restored` is the
 * draft as it was read back, before the lead's delivery (which sends a draft found unsent) moved it on.
 */
async function load(): Promise<{ store: AppStore; flush: () => Promise<unknown>; restored: () => ConsultationState }> {
  const store = makeStore();
  let restored: ConsultationState | undefined;
  const unsubscribe = store.subscribe(() => {
    const draft = store.getState().consultation;
    if (restored === undefined && draft?._persist?.rehydrated === true) restored = pick(draft);
  });
  const persistor = await attachDraftLead(store, consultationLead);
  await waitFor(() => {
    expect(store.getState().consultation?._persist?.rehydrated).toBe(true);
    expect(store.getState().consultationContact?._persist?.rehydrated).toBe(true);
  });
  unsubscribe();
  return { store, flush: () => persistor.flush(), restored: () => restored ?? newDraft() };
}

// The relay holds every request: a restored draft due for sending stays `sending`.
beforeEach(() => {
  const relay = fakeRelayFetch(relayAnswers.stored);
  relay.hold();
  installFetch(relay.fetch);
});

const camille = { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier', phone: '01 23 45 67 89' };

const pick = ({ step, answers: given, delivery, honeypot, backToReview }: ConsultationState): ConsultationState => ({
  step,
  answers: given,
  delivery,
  honeypot,
  backToReview,
});
const consultation = (store: AppStore): ConsultationState => pick(store.getState().consultation ?? newDraft());

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the draft survives a reload', () => {
  it('keeps the step, the answers and the request id', async () => {
    const first = await load();
    first.store.dispatch(answerChosen({ question: 'projectType', value: 'mobileApp' }));
    first.store.dispatch(answerChosen({ question: 'budget', value: 'small' }));
    await first.flush();

    const second = await load();
    expect(consultation(second.store)).toEqual(consultation(first.store));
    expect(consultation(second.store)).toMatchObject({ step: 2, answers: { projectType: 'mobileApp' } });
  });

  it.each<DeliveryStatus>(['queuedInPage', 'queuedInWorker', 'sent', 'stored', 'failed', 'rejected'])(
    'keeps the durable delivery state %s',
    async (status) => {
      stored({ ...answered, delivery: { id: ID, status } });
      const { restored } = await load();
      expect(restored()).toEqual({ ...answered, delivery: { id: ID, status } });
    },
  );

  it('never stores sending: a reload during a send starts idle, to send again with the same id', async () => {
    const first = await load();
    const { store } = first;
    store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
    store.dispatch(answerChosen({ question: 'budget', value: 'large' }));
    store.dispatch(answerChosen({ question: 'timeline', value: 'threeMonths' }));
    store.dispatch(requirementsEdited('A site'));
    store.dispatch(reviewRequested(''));
    store.dispatch(submitted());
    store.dispatch(deliveryStarted({ kind: 'consultation', id: consultation(store).delivery.id ?? 'none' }));
    await first.flush();
    expect(consultation(store).delivery.status).toBe('sending');
    expect(readStoredDraft(localStorage, 'consultation')).toMatchObject({ step: 5, delivery: { status: 'idle' } });

    const second = await load();
    expect(second.restored()).toEqual({
      ...consultation(store),
      delivery: { ...consultation(store).delivery, status: 'idle' },
    });
  });

  it('reads a stored sending as idle', async () => {
    stored({ ...answered, delivery: { id: ID, status: 'sending' } });
    const { restored } = await load();
    expect(restored().delivery.status).toBe('idle');
  });

  it('does not overwrite answers the visitor gave before the stored draft was read', async () => {
    stored(answered);
    const store = makeStore();
    // The page is on screen and answered before the stored draft is read, which starts once the lead has joined.
    const attached = attachDraftLead(store, consultationLead);
    store.dispatch(answerChosen({ question: 'projectType', value: 'ecommerce' }));
    await attached;
    await waitFor(() => {
      expect(store.getState().consultation?._persist?.rehydrated).toBe(true);
    });
    expect(consultation(store)).toMatchObject({ step: 1, answers: { projectType: 'ecommerce', budget: null } });
  });
});

describe('the stored version and its migration', () => {
  it('restores a draft stored by this version, on the review too', async () => {
    const version = CONSULTATION_STORAGE_VERSION;
    await expect(
      migrateStoredDraft({ ...answered, _persist: { version, rehydrated: true } }, version),
    ).resolves.toMatchObject(answered);
    const review = { ...answered, step: 4, delivery: { id: null, status: 'idle' } } as const;
    await expect(
      migrateStoredDraft({ ...review, _persist: { version, rehydrated: true } }, version),
    ).resolves.toMatchObject(review);
  });

  it('drops a draft stored before the shape was versioned', async () => {
    stored(answered, null);
    const { store } = await load();
    expect(consultation(store)).toEqual(newDraft());
  });

  it('keeps a draft written by a newer version when it is still readable, and drops it otherwise', async () => {
    await expect(
      migrateStoredDraft({ ...answered, _persist: { version: 7, rehydrated: true } }, 3),
    ).resolves.toMatchObject(answered);
    await expect(
      migrateStoredDraft({ ...answered, step: 'summary', _persist: { version: 7, rehydrated: true } } as never, 3),
    ).resolves.toBeUndefined();
  });
});

describe('a draft stored by version 3 (before the review, when step 4 was the summary)', () => {
  it('restores its summary as the summary, with its id and delivery', async () => {
    const { backToReview, ...version3 } = { ...answered, step: 4, delivery: { id: ID, status: 'queuedInWorker' } };
    expect(backToReview).toBe(false);
    stored(version3, 3);
    const { restored } = await load();
    expect(restored()).toEqual({ ...answered, delivery: { id: ID, status: 'queuedInWorker' } });
  });

  it('restores a draft being answered on its question', async () => {
    stored({ ...answered, step: 2, delivery: { id: null, status: 'idle' } }, 3);
    const { restored } = await load();
    expect(restored()).toEqual({ ...answered, step: 2, delivery: { id: null, status: 'idle' } });
  });
});

describe('a draft stored by version 2 (before the lead lifecycle gave its delivery an id)', () => {
  it.each<[string, DeliveryStatus]>([
    ['queued', 'queuedInPage'],
    ['failed', 'failed'],
    ['idle', 'idle'],
    ['sent', 'sent'],
    ['stored', 'stored'],
    ['rejected', 'rejected'],
  ])('restores a submitted draft %s with its id, as %s', async (before, after) => {
    stored(storedBefore3(before), 2);
    const { restored } = await load();
    expect(restored()).toEqual({ ...answered, delivery: { id: ID, status: after } });
  });

  it('restores a draft being answered, without an id until Submit', async () => {
    stored(storedBefore3('idle', 3), 2);
    const { store } = await load();
    expect(consultation(store)).toEqual({ ...answered, step: 3, delivery: { id: null, status: 'idle' } });
  });

  it('sends a queued draft once the wizard reopens online, under its stored id', async () => {
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    stored(storedBefore3('queued'), 2);
    renderApp({ language: 'fr', route: '/consultation' });
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(relay.payloads()).toEqual([{ id: ID, ...answers, lng: 'fr', website: '' }]);
  });
});

describe('a draft stored by version 1, which gave the id when the draft started', () => {
  it.each<[string, DeliveryStatus]>([
    ['queued', 'queuedInPage'],
    ['failed', 'failed'],
    ['idle', 'idle'],
    ['stored', 'stored'],
  ])('keeps a submitted draft (%s) with its id, so it is still sent as itself', async (before, after) => {
    stored(storedBefore3(before), 1);
    const { restored } = await load();
    expect(restored()).toEqual({ ...answered, delivery: { id: ID, status: after } });
  });

  it('sends a queued draft once the page reopens online, under its stored id', async () => {
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    stored(storedBefore3('queued'), 1);
    renderApp({ language: 'fr', route: '/consultation' });
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(relay.payloads()).toEqual([{ id: ID, ...answers, lng: 'fr', website: '' }]);
  });

  it('keeps a draft being answered, and gives it an id of its own when it is submitted', async () => {
    stored({ ...storedBefore3('idle'), step: 3 }, 1);
    const { store, flush } = await load();
    expect(consultation(store)).toEqual({ ...answered, step: 3, delivery: { id: null, status: 'idle' } });

    store.dispatch(reviewRequested(''));
    store.dispatch(submitted());
    await flush();
    const { id } = consultation(store).delivery;
    expect(id).not.toBe(ID);
    expect(readStoredDraft(localStorage, 'consultation')).toMatchObject({
      step: 5,
      delivery: { id },
      _persist: { version: CONSULTATION_STORAGE_VERSION },
    });
  });
});

describe('corrupted stored data starts a fresh draft', () => {
  it.each([
    ['not JSON at all', '{"step":'],
    ['JSON null', 'null'],
    ['a malformed key', JSON.stringify({ step: '4', answers: '{oops', _persist: '{"version":3}' })],
  ])('%s', async (_name, raw) => {
    localStorage.setItem(KEY, raw);
    const { store } = await load();
    expect(consultation(store)).toEqual(newDraft());
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown option', { ...answered, answers: { ...answered.answers, budget: 'priceless' } }],
    ['a step out of range', { ...answered, step: 9 }],
    ['a malformed request id', { ...answered, delivery: { id: 'abc', status: 'idle' } }],
    ['a submitted draft without an id', { ...answered, delivery: { id: null, status: 'idle' } }],
    ['an id before Submit', { ...answered, step: 3 }],
    ['an id on the review', { ...answered, step: 4 }],
    ['an unknown delivery state', { ...answered, delivery: { id: ID, status: 'lost' } }],
    ['a delivery without its id', { ...answered, delivery: 'idle' }],
    [
      'requirements over 2000 characters',
      { ...answered, answers: { ...answered.answers, requirements: 'x'.repeat(2001) } },
    ],
    ['a step the answers cannot reach', { ...answered, step: 2, answers: { ...answered.answers, projectType: null } }],
    ['a delivery result before the summary', { ...answered, step: 3, delivery: { id: null, status: 'sent' } }],
    ['missing answers', { step: 0, delivery: { id: null, status: 'idle' } }],
  ])('%s', async (_name, draft) => {
    stored(draft);
    expect(reviveDraft(draft)).toBeUndefined();
    const { store } = await load();
    expect(consultation(store)).toEqual(newDraft());
  });
});

describe('a browser whose storage throws', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('works without persistence', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);

    const { store, flush } = await load();
    store.dispatch(answerChosen({ question: 'projectType', value: 'customSoftware' }));
    await flush();

    expect(getItem).toHaveBeenCalledWith(KEY);
    expect(setItem).toHaveBeenCalled();
    expect(store.getState().consultation).toMatchObject({ step: 1, answers: { projectType: 'customSoftware' } });
  });
});

describe('restoring starts after the first render', () => {
  it('makeStore alone never reads storage, and the app asks to start once it has rendered', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const store = makeStore();
    expect(getItem).not.toHaveBeenCalledWith(KEY);

    const onFirstRender = jest.fn();
    render(<App language="fr" store={store} i18n={createStaticI18n('fr', { fr, en })} onFirstRender={onFirstRender} />);
    expect(onFirstRender).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(onFirstRender).toHaveBeenCalledTimes(1);
    expect(getItem).not.toHaveBeenCalledWith(KEY);
    getItem.mockRestore();
  });

  it('starts persistence once however often the wizard’s lead is attached', async () => {
    const store = makeStore();
    expect(await attachDraftLead(store, consultationLead)).toBe(await attachDraftLead(store, consultationLead));
  });
});

describe('who asks is kept for the browser session only', () => {
  const type = (store: AppStore, values: Partial<typeof camille>) => {
    for (const [field, value] of Object.entries(values))
      store.dispatch(detailEdited({ field: field as keyof typeof camille, value }));
  };

  it('survives a reload from session storage, and never reaches local storage', async () => {
    const first = await load();
    first.store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
    type(first.store, camille);
    await first.flush();
    expect(JSON.stringify(readStoredDraft(localStorage, 'consultation'))).not.toContain('camille');
    expect(Object.keys(localStorage).join()).not.toContain('Contact');
    expect(sessionStorage.getItem(CONTACT_KEY)).toContain('camille@example.com');

    const second = await load();
    expect(second.store.getState().consultationContact?.values).toEqual(camille);
    // Which fields showed an error is the page's own, not kept.
    expect(second.store.getState().consultationContact?.errors).toEqual({});
  });

  it('is gone with the session, while the answers stay', async () => {
    const first = await load();
    first.store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
    type(first.store, camille);
    await first.flush();
    sessionStorage.clear();

    const second = await load();
    expect(second.store.getState().consultationContact?.values).toEqual(emptyContactDetails);
    expect(consultation(second.store).answers.projectType).toBe('website');
  });

  it('does not overwrite what the visitor typed before the stored details were read', async () => {
    const first = await load();
    type(first.store, camille);
    await first.flush();
    const store = makeStore();
    const attached = attachDraftLead(store, consultationLead);
    type(store, { name: 'Sam' });
    await attached;
    await waitFor(() => {
      expect(store.getState().consultationContact?._persist?.rehydrated).toBe(true);
    });
    expect(store.getState().consultationContact?.values).toEqual({ ...emptyContactDetails, name: 'Sam' });
  });

  it.each([
    ['a value that is no text', { ...camille, phone: 42 }],
    ['a value longer than the field takes', { ...camille, name: 'x'.repeat(201) }],
    ['a field missing', { name: 'Camille' }],
  ])('starts empty from stored details with %s', async (_case, values) => {
    storeDraft(sessionStorage, 'consultationContact', { values }, 1);
    const { store } = await load();
    expect(store.getState().consultationContact?.values).toEqual(emptyContactDetails);
  });

  it('is emptied in the session once the request has been delivered', async () => {
    installFetch(fakeRelayFetch(relayAnswers.stored).fetch);
    const { store, flush } = await load();
    renderApp({ store, language: 'fr', route: '/consultation' });
    act(() => {
      for (const [question, value] of [
        ['projectType', 'website'],
        ['budget', 'small'],
        ['timeline', 'flexible'],
      ] as const)
        store.dispatch(answerChosen({ question, value } as Parameters<typeof answerChosen>[0]));
      type(store, camille);
      store.dispatch(reviewRequested(''));
      store.dispatch(submitted());
    });
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    await flush();
    expect(sessionStorage.getItem(CONTACT_KEY)).not.toContain('camille');
    expect(store.getState().consultationContact?.values).toEqual(emptyContactDetails);
  });
});

describe('a restored queued request', () => {
  it('goes again once per page load: reopening the wizard, or another form attached later, sends nothing more', async () => {
    const relay = fakeRelayFetch(relayAnswers.queued);
    installFetch(relay.fetch);
    stored({ ...answered, delivery: { id: ID, status: 'queuedInWorker' } });
    storeDraft(sessionStorage, 'consultationContact', { values: camille }, 1);

    const { store } = await load();
    await waitFor(() => {
      expect(relay.fetch).toHaveBeenCalledTimes(1);
      expect(consultation(store).delivery.status).toBe('queuedInWorker');
    });

    store.dispatch(wizardOpened());
    // Another form's slices join the store; redux-persist used to re-announce this one's restore 5 s later.
    jest.useFakeTimers();
    try {
      await attachDraftLead(store, contactLead);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6000);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(relay.fetch).toHaveBeenCalledTimes(1);
    expect(relay.payloads()[0]).toMatchObject({ id: ID, contact: { name: camille.name } });
  });
});
