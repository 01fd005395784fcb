import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../../src/app/App';
import { persistenceStarter } from '../../../../src/app/persistence';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  answerChosen,
  deliveryStarted,
  newDraft,
  requirementsEdited,
  submitted,
  type ConsultationState,
  type DeliveryState,
} from '../../../../src/features/consultation/consultationSlice';
import {
  CONSULTATION_STORAGE_VERSION,
  migrateStoredDraft,
  reviveDraft,
} from '../../../../src/features/consultation/consultationPersistence';
import { detailEdited } from '../../../../src/features/consultation/contactDetailsSlice';
import { createStaticI18n } from '../../../../src/i18n/staticI18n';
import { emptyContactDetails } from '../../../../src/lib/leads/consultation';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { renderApp } from '../../../support/renderWithProviders';
import en from '../../../../src/i18n/locales/en';
import fr from '../../../../src/i18n/locales/fr';

const KEY = 'persist:consultation';
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

const answered: ConsultationState = {
  step: 4,
  answers: { projectType: 'website', budget: 'large', timeline: 'threeMonths', requirements: 'Café & "quotes"' },
  requestId: ID,
  delivery: 'idle',
  honeypot: '',
};

/** What redux-persist writes: every top-level key serialised on its own, then the whole object. */
function storeDraft(draft: object, version: number | null = CONSULTATION_STORAGE_VERSION): void {
  const entries = Object.entries(draft).map(([key, value]) => [key, JSON.stringify(value)]);
  if (version !== null) entries.push(['_persist', JSON.stringify({ version, rehydrated: true })]);
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
}

function readStoredDraft(): Record<string, unknown> {
  const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

/** A page load: a new store that restores the stored draft and who asks. */
async function load(): Promise<{ store: AppStore; flush: () => Promise<unknown> }> {
  const store = makeStore();
  const persistor = persistenceStarter(store)();
  await waitFor(() => {
    expect(store.getState().consultation._persist.rehydrated).toBe(true);
    expect(store.getState().consultationContact._persist.rehydrated).toBe(true);
  });
  return { store, flush: () => persistor.flush() };
}

const CONTACT_KEY = 'persist:consultationContact';
const camille = { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier', phone: '01 23 45 67 89' };

const consultation = (store: AppStore): ConsultationState => {
  const { step, answers, requestId, delivery, honeypot } = store.getState().consultation;
  return { step, answers, requestId, delivery, honeypot };
};

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

  it.each<DeliveryState>(['queued', 'sent', 'stored', 'failed'])(
    'keeps the durable delivery state %s',
    async (delivery) => {
      storeDraft({ ...answered, delivery });
      const { store } = await load();
      expect(consultation(store)).toEqual({ ...answered, delivery });
    },
  );

  it('never stores sending: a reload during a send starts idle, to send again with the same id', async () => {
    const first = await load();
    const { store } = first;
    store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
    store.dispatch(answerChosen({ question: 'budget', value: 'large' }));
    store.dispatch(answerChosen({ question: 'timeline', value: 'threeMonths' }));
    store.dispatch(requirementsEdited('A site'));
    store.dispatch(submitted());
    store.dispatch(deliveryStarted({ requestId: store.getState().consultation.requestId ?? 'none' }));
    await first.flush();
    expect(store.getState().consultation.delivery).toBe('sending');
    expect(readStoredDraft()).toMatchObject({ step: 4, delivery: 'idle' });

    const second = await load();
    expect(consultation(second.store)).toEqual({ ...consultation(store), delivery: 'idle' });
  });

  it('reads a stored sending as idle', async () => {
    storeDraft({ ...answered, delivery: 'sending' });
    const { store } = await load();
    expect(store.getState().consultation.delivery).toBe('idle');
  });

  it('does not overwrite answers the visitor gave before the stored draft was read', async () => {
    storeDraft(answered);
    const store = makeStore();
    store.dispatch(answerChosen({ question: 'projectType', value: 'ecommerce' }));
    persistenceStarter(store)();
    await waitFor(() => {
      expect(store.getState().consultation._persist.rehydrated).toBe(true);
    });
    expect(consultation(store)).toMatchObject({ step: 1, answers: { projectType: 'ecommerce', budget: null } });
  });
});

describe('the stored version and its migration', () => {
  it('restores a draft stored by this version', async () => {
    await expect(
      migrateStoredDraft({ ...answered, _persist: { version: 2, rehydrated: true } }, 2),
    ).resolves.toMatchObject(answered);
  });

  it('drops a draft stored before the shape was versioned', async () => {
    storeDraft(answered, null);
    const { store } = await load();
    expect(consultation(store)).toEqual(newDraft());
  });

  it('keeps a draft written by a newer version when it is still readable, and drops it otherwise', async () => {
    await expect(
      migrateStoredDraft({ ...answered, _persist: { version: 7, rehydrated: true } }, 2),
    ).resolves.toMatchObject(answered);
    await expect(
      migrateStoredDraft({ ...answered, step: 'summary', _persist: { version: 7, rehydrated: true } } as never, 2),
    ).resolves.toBeUndefined();
  });
});

describe('a draft stored by version 1, which gave the id when the draft started', () => {
  it.each<DeliveryState>(['queued', 'failed', 'idle', 'stored'])(
    'keeps a submitted draft (%s) with its id, so it is still sent as itself',
    async (delivery) => {
      storeDraft({ ...answered, delivery }, 1);
      const { store } = await load();
      expect(consultation(store)).toEqual({ ...answered, delivery });
    },
  );

  it('sends a queued draft once the page reopens online, under its stored id', async () => {
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    storeDraft({ ...answered, delivery: 'queued' }, 1);
    const { store } = await load();
    renderApp({ store, language: 'fr', route: '/consultation' });
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    expect(relay.payloads()).toEqual([{ id: ID, ...answered.answers, lng: 'fr', website: '' }]);
  });

  it('keeps a draft being answered, and gives it an id of its own when it is submitted', async () => {
    storeDraft({ ...answered, step: 3, delivery: 'idle' }, 1);
    const { store, flush } = await load();
    expect(consultation(store)).toEqual({ ...answered, step: 3, requestId: null });

    store.dispatch(submitted());
    await flush();
    const { requestId } = consultation(store);
    expect(requestId).not.toBe(ID);
    expect(readStoredDraft()).toMatchObject({ step: 4, requestId, _persist: { version: 2 } });
  });
});

describe('corrupted stored data starts a fresh draft', () => {
  it.each([
    ['not JSON at all', '{"step":'],
    ['JSON null', 'null'],
    ['a malformed key', JSON.stringify({ step: '4', answers: '{oops', _persist: '{"version":1}' })],
  ])('%s', async (_name, raw) => {
    localStorage.setItem(KEY, raw);
    const { store } = await load();
    expect(consultation(store)).toEqual(newDraft());
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown option', { ...answered, answers: { ...answered.answers, budget: 'priceless' } }],
    ['a step out of range', { ...answered, step: 9 }],
    ['a malformed request id', { ...answered, requestId: 'abc' }],
    ['a submitted draft without an id', { ...answered, requestId: null }],
    ['an id before Submit', { ...answered, step: 3, delivery: 'idle' }],
    ['an unknown delivery state', { ...answered, delivery: 'lost' }],
    [
      'requirements over 2000 characters',
      { ...answered, answers: { ...answered.answers, requirements: 'x'.repeat(2001) } },
    ],
    ['a step the answers cannot reach', { ...answered, step: 2, answers: { ...answered.answers, projectType: null } }],
    ['a delivery result before the summary', { ...answered, step: 3, delivery: 'sent' }],
    ['missing answers', { step: 0, requestId: null, delivery: 'idle' }],
  ])('%s', async (_name, draft) => {
    storeDraft(draft);
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
    getItem.mockRestore();
  });

  it('starts persistence once however often it is asked', () => {
    const store = makeStore();
    const start = persistenceStarter(store);
    expect(start()).toBe(start());
  });
});

// Last: it renders the wizard, whose listeners then send any restored draft that is due.
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
    expect(JSON.stringify(readStoredDraft())).not.toContain('camille');
    expect(Object.keys(localStorage).join()).not.toContain('Contact');
    expect(sessionStorage.getItem(CONTACT_KEY)).toContain('camille@example.com');

    const second = await load();
    expect(second.store.getState().consultationContact.values).toEqual(camille);
    // Which fields showed an error is the page's own, not kept.
    expect(second.store.getState().consultationContact.errors).toEqual({});
  });

  it('is gone with the session, while the answers stay', async () => {
    const first = await load();
    first.store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
    type(first.store, camille);
    await first.flush();
    sessionStorage.clear();

    const second = await load();
    expect(second.store.getState().consultationContact.values).toEqual(emptyContactDetails);
    expect(consultation(second.store).answers.projectType).toBe('website');
  });

  it('does not overwrite what the visitor typed before the stored details were read', async () => {
    const first = await load();
    type(first.store, camille);
    await first.flush();
    const store = makeStore();
    type(store, { name: 'Sam' });
    persistenceStarter(store)();
    await waitFor(() => {
      expect(store.getState().consultationContact._persist.rehydrated).toBe(true);
    });
    expect(store.getState().consultationContact.values).toEqual({ ...emptyContactDetails, name: 'Sam' });
  });

  it.each([
    ['a value that is no text', { ...camille, phone: 42 }],
    ['a value longer than the field takes', { ...camille, name: 'x'.repeat(201) }],
    ['a field missing', { name: 'Camille' }],
  ])('starts empty from stored details with %s', async (_case, values) => {
    sessionStorage.setItem(
      CONTACT_KEY,
      JSON.stringify({ values: JSON.stringify(values), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
    const { store } = await load();
    expect(store.getState().consultationContact.values).toEqual(emptyContactDetails);
  });

  it('is emptied in the session once the request has been delivered', async () => {
    installFetch(fakeRelayFetch(relayAnswers.stored).fetch);
    const { store, flush } = await load();
    renderApp({ store, language: 'fr', route: '/consultation' });
    for (const [question, value] of [
      ['projectType', 'website'],
      ['budget', 'small'],
      ['timeline', 'flexible'],
    ] as const)
      store.dispatch(answerChosen({ question, value } as Parameters<typeof answerChosen>[0]));
    type(store, camille);
    store.dispatch(submitted());
    expect(await screen.findByText(/Votre demande a bien été reçue\./)).toBeInTheDocument();
    await flush();
    expect(sessionStorage.getItem(CONTACT_KEY)).not.toContain('camille');
    expect(store.getState().consultationContact.values).toEqual(emptyContactDetails);
  });
});
