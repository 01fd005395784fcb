import { connectionRestored } from '../../../../src/app/pwa/pwaSlice';
import { makeStore } from '../../../../src/app/store';
import { contactLead } from '../../../../src/features/contact/contactLead';
import { attachDraftLead } from '../../../support/leads';
import {
  anotherMessageRequested,
  contactSubmitted,
  draftMsOf,
  fieldBlurred,
  fieldChanged,
  retryRequested,
} from '../../../../src/features/contact/contactSlice';
import type { ContactValues } from '../../../../src/lib/leads/contact';
import { deliveryReplayed } from '../../../../src/lib/leads/delivery';
import { isRequestId } from '../../../../src/lib/leads/ids';
import { fakeRelayFetch, installFetch, type RelayAnswer } from '../../../support/fakeRelay';

const valid: ContactValues = {
  name: 'Camille',
  email: 'camille@example.com',
  subject: 'Site',
  message: 'Bonjour, un projet.',
};

/** The relay as the page reaches it, answering `answers` in turn (the last one repeats). */
function relay(...answers: RelayAnswer[]) {
  const fake = fakeRelayFetch(...answers);
  installFetch(fake.fetch);
  return { fetch: fake.fetch, posts: () => fake.payloads() as unknown as Record<string, unknown>[] };
}
const stored = { status: 200, body: { status: 'stored' } };

/** A store whose contact lead is attached (as the contact page does), the form filled with `values`. */
function storeWith(values: Partial<ContactValues> = {}) {
  const store = makeStore();
  void attachDraftLead(store, contactLead);
  document.documentElement.lang = 'fr';
  for (const [field, value] of Object.entries({ ...valid, ...values })) {
    store.dispatch(fieldChanged({ field: field as keyof ContactValues, value }));
  }
  return store;
}

const contact = (store: ReturnType<typeof makeStore>) => {
  const state = store.getState().contact;
  if (state === undefined) throw new Error('The contact lead is not attached');
  return state;
};

afterEach(() => {
  sessionStorage.clear();
});

describe('contact slice: touched fields', () => {
  it('does not judge a field while it has never been left', () => {
    const store = storeWith({ email: 'x' });
    expect(contact(store).errors).toEqual({});
    expect(contact(store).touched).toEqual({});
  });

  it('checks a field when it is left, then on every change', () => {
    const store = storeWith({ email: '' });
    store.dispatch(fieldBlurred('email'));
    expect(contact(store).errors.email).toBe('emailRequired');
    store.dispatch(fieldChanged({ field: 'email', value: 'cam' }));
    expect(contact(store).errors.email).toBe('emailInvalid');
    store.dispatch(fieldChanged({ field: 'email', value: 'cam@example.com' }));
    expect(contact(store).errors.email).toBeUndefined();
    expect(contact(store).errors.name).toBeUndefined();
  });

  it('touches and checks every field on submit, and sends nothing when one is invalid', () => {
    const agency = relay(stored);
    const store = storeWith({ subject: ' ', message: 'too short' });
    store.dispatch(contactSubmitted(''));
    expect(contact(store).touched).toEqual({ name: true, email: true, subject: true, message: true });
    expect(contact(store).errors).toEqual({ subject: 'subjectRequired', message: 'messageTooShort' });
    expect(contact(store).delivery).toEqual({ id: null, status: 'idle' });
    expect(agency.fetch).not.toHaveBeenCalled();
  });
});

describe('contact slice: its delivery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle -> sending -> delivered once the relay took it, 1500 ms at least, then clears the form', async () => {
    const agency = relay(stored);
    const store = storeWith();
    store.dispatch(fieldBlurred('name'));
    await jest.advanceTimersByTimeAsync(4000);
    store.dispatch(contactSubmitted(''));
    expect(contact(store).delivery.status).toBe('sending');

    await jest.advanceTimersByTimeAsync(1499);
    expect(contact(store).delivery.status).toBe('sending');
    await jest.advanceTimersByTimeAsync(1);
    expect(contact(store).delivery.status).toBe('stored');
    expect(contact(store).values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(contact(store).touched).toEqual({});
    expect(contact(store).errors).toEqual({});
    expect(agency.posts()).toHaveLength(1);
    const { id, draftMs, ...sent } = agency.posts()[0] ?? {};
    expect(sent).toEqual({ ...valid, lng: 'fr', website: '' });
    expect(isRequestId(id)).toBe(true);
    // Page time from the first keystroke to the send.
    expect(draftMs).toBe(4000);

    store.dispatch(anotherMessageRequested());
    expect(contact(store).delivery).toEqual({ id: null, status: 'idle' });
  });

  it('sends the values once, however often the visitor submits meanwhile', async () => {
    const agency = relay(stored);
    const store = storeWith();
    store.dispatch(contactSubmitted(''));
    store.dispatch(contactSubmitted(''));
    store.dispatch(fieldChanged({ field: 'name', value: 'Someone else' }));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(contactSubmitted(''));
    await jest.advanceTimersByTimeAsync(1500);
    expect(agency.fetch).toHaveBeenCalledTimes(1);
    expect(agency.posts()[0]).toMatchObject(valid);
    expect(contact(store).delivery.status).toBe('stored');
  });

  it.each([
    ['refuses it', 422, 'rejected'],
    ['fails', 502, 'failed'],
  ] as const)(
    'says so when the relay %s, keeps the values, and Try Again sends again with the same id',
    async (_case, status, expected) => {
      const agency = relay({ status, body: { error: 'x' } }, stored);
      const store = storeWith();
      store.dispatch(contactSubmitted(''));
      await jest.advanceTimersByTimeAsync(1500);
      expect(contact(store).delivery.status).toBe(expected);
      expect(contact(store).values).toEqual(valid);

      store.dispatch(retryRequested());
      expect(contact(store).delivery.status).toBe('idle');
      expect(contact(store).values).toEqual(valid);
      store.dispatch(contactSubmitted(''));
      await jest.advanceTimersByTimeAsync(1500);
      expect(contact(store).delivery.status).toBe('stored');
      const [first, second] = agency.posts();
      expect(second?.id).toBe(first?.id);
    },
  );

  it('waits queued when the worker kept the message, and is delivered by its replay of that id only', async () => {
    relay({ status: 202, body: { status: 'queued' } });
    const store = storeWith();
    store.dispatch(contactSubmitted(''));
    await jest.advanceTimersByTimeAsync(1500);
    expect(contact(store).delivery.status).toBe('queuedInWorker');
    expect(contact(store).values).toEqual(valid);
    const id = contact(store).delivery.id ?? '';

    const other = '9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a';
    store.dispatch(deliveryReplayed({ kind: 'contact', id: other, outcome: 'sent' }));
    expect(contact(store).delivery.status).toBe('queuedInWorker');
    store.dispatch(deliveryReplayed({ kind: 'contact', id, outcome: 'sent' }));
    expect(contact(store).delivery.status).toBe('sent');
    expect(contact(store).values).toEqual({ name: '', email: '', subject: '', message: '' });
  });

  it('sends a queued message again, with its id, when the connection returns', async () => {
    const agency = relay({ status: 202, body: { status: 'queued' } }, stored);
    const store = storeWith();
    store.dispatch(contactSubmitted(''));
    await jest.advanceTimersByTimeAsync(1500);
    store.dispatch(connectionRestored());
    await jest.advanceTimersByTimeAsync(1500);
    expect(contact(store).delivery.status).toBe('stored');
    const [queued, resent] = agency.posts();
    expect(resent?.id).toBe(queued?.id);
  });

  it('sends the honeypot’s value as it was on Submit', async () => {
    const agency = relay(stored);
    const store = storeWith();
    store.dispatch(contactSubmitted('http://spam.example'));
    await jest.advanceTimersByTimeAsync(1500);
    expect(agency.posts()[0]?.website).toBe('http://spam.example');
  });

  it('ignores events that do not match the current state', () => {
    const store = storeWith();
    store.dispatch(retryRequested());
    store.dispatch(anotherMessageRequested());
    expect(contact(store).delivery).toEqual({ id: null, status: 'idle' });
  });
});

describe('the draft’s page time', () => {
  it('counts from the first keystroke of this page, added to what earlier pages counted', () => {
    expect(draftMsOf({ before: 0, since: null }, 5000)).toBe(0);
    expect(draftMsOf({ before: 0, since: 1000 }, 3500)).toBe(2500);
    expect(draftMsOf({ before: 4200, since: 1000 }, 1500.4)).toBe(4700);
  });
});
