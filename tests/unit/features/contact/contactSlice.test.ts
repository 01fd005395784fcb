import { makeStore } from '../../../../src/app/store';
import {
  anotherMessageRequested,
  draftRestored,
  fieldBlurred,
  fieldChanged,
  formSubmitted,
  messageIdAssigned,
  messageSent,
  queuedMessageReplayed,
  retryRequested,
} from '../../../../src/features/contact/contactSlice';
import { relaySender, type MessageSender } from '../../../../src/features/contact/sendMessage';
import type { ContactValues } from '../../../../src/lib/leads/contact';
import { isRequestId } from '../../../../src/lib/leads/ids';
import { fakeRelayFetch } from '../../../support/fakeRelay';

const valid: ContactValues = {
  name: 'Camille',
  email: 'camille@example.com',
  subject: 'Site',
  message: 'Bonjour, un projet.',
};

function storeWith(values: Partial<ContactValues> = {}) {
  const store = makeStore();
  for (const [field, value] of Object.entries({ ...valid, ...values })) {
    store.dispatch(fieldChanged({ field: field as keyof ContactValues, value }));
  }
  return store;
}

const contact = (store: ReturnType<typeof makeStore>) => store.getState().contact;

const options = (send: MessageSender, website = '') => ({ send, lng: 'fr' as const, website, draftMs: 4000 });

/** The relay as the page sees it, answering `status` to every post. */
function relayAnswering(status: number, body: unknown = { status: 'stored' }) {
  const relay = fakeRelayFetch({ status, body });
  const send = relaySender({
    endpoint: '/api/contact',
    fetch: relay.fetch,
    isOnline: () => true,
    isLeaving: () => false,
  });
  return {
    send,
    get posts() {
      return relay.payloads() as unknown as Record<string, unknown>[];
    },
  };
}

describe('contact slice: touched fields', () => {
  it('does not judge a field while it has never been left', () => {
    const store = makeStore();
    store.dispatch(fieldChanged({ field: 'email', value: 'x' }));
    expect(contact(store).errors).toEqual({});
    expect(contact(store).touched).toEqual({});
  });

  it('checks a field when it is left, then on every change', () => {
    const store = makeStore();
    store.dispatch(fieldBlurred('email'));
    expect(contact(store).errors.email).toBe('emailRequired');
    store.dispatch(fieldChanged({ field: 'email', value: 'cam' }));
    expect(contact(store).errors.email).toBe('emailInvalid');
    store.dispatch(fieldChanged({ field: 'email', value: 'cam@example.com' }));
    expect(contact(store).errors.email).toBeUndefined();
    expect(contact(store).errors.name).toBeUndefined();
  });

  it('touches and checks every field on submit, and sends nothing when one is invalid', () => {
    const send = jest.fn<ReturnType<MessageSender>, Parameters<MessageSender>>();
    const store = storeWith({ subject: ' ', message: 'too short' });
    expect(store.dispatch(formSubmitted(options(send)))).toBe('subject');
    expect(contact(store).touched).toEqual({ name: true, email: true, subject: true, message: true });
    expect(contact(store).errors).toEqual({ subject: 'subjectRequired', message: 'messageTooShort' });
    expect(contact(store).status).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('contact slice: the status machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle -> submitting -> success once the relay took it, 1500 ms at least, then clears the form', async () => {
    const relay = relayAnswering(200);
    const store = storeWith();
    store.dispatch(fieldBlurred('name'));
    expect(store.dispatch(formSubmitted(options(relay.send)))).toBeUndefined();
    expect(contact(store).status).toBe('submitting');

    await jest.advanceTimersByTimeAsync(1499);
    expect(contact(store).status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(1);
    expect(contact(store).status).toBe('success');
    expect(contact(store).values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(contact(store).touched).toEqual({});
    expect(contact(store).errors).toEqual({});
    expect(contact(store).messageId).toBeNull();
    expect(relay.posts).toHaveLength(1);
    const { id, draftMs, ...sent } = relay.posts[0] ?? {};
    expect(sent).toEqual({ ...valid, lng: 'fr', website: '' });
    expect(isRequestId(id)).toBe(true);
    expect(draftMs).toBe(4000);

    store.dispatch(anotherMessageRequested());
    expect(contact(store).status).toBe('idle');
  });

  it('sends the values once, however often the visitor submits meanwhile', async () => {
    const send = jest.fn<ReturnType<MessageSender>, Parameters<MessageSender>>(
      () => new Promise((resolve) => setTimeout(() => resolve('delivered'), 1500)),
    );
    const store = storeWith();
    store.dispatch(formSubmitted(options(send)));
    store.dispatch(formSubmitted(options(send)));
    store.dispatch(fieldChanged({ field: 'name', value: 'Someone else' }));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(formSubmitted(options(send)));
    await jest.advanceTimersByTimeAsync(1500);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining(valid));
    expect(contact(store).status).toBe('success');
  });

  it.each([
    ['refuses it', 422],
    ['fails', 502],
  ])(
    'shows the error state when the relay %s, keeps the values, and sends again with the same id',
    async (_case, status) => {
      const failing = relayAnswering(status, { error: 'x' });
      const store = storeWith();
      store.dispatch(formSubmitted(options(failing.send)));
      await jest.advanceTimersByTimeAsync(1500);
      expect(contact(store).status).toBe('error');
      expect(contact(store).values).toEqual(valid);

      store.dispatch(retryRequested());
      expect(contact(store).status).toBe('idle');
      expect(contact(store).values).toEqual(valid);
      const working = relayAnswering(200);
      store.dispatch(formSubmitted(options(working.send)));
      await jest.advanceTimersByTimeAsync(1500);
      expect(contact(store).status).toBe('success');
      expect(working.posts[0]?.id).toBe(failing.posts[0]?.id);
    },
  );

  it('waits queued when the worker kept the message, and is delivered by its replay of that id only', async () => {
    const queued = relayAnswering(202, { status: 'queued' });
    const store = storeWith();
    store.dispatch(formSubmitted(options(queued.send)));
    await jest.advanceTimersByTimeAsync(1500);
    expect(contact(store).status).toBe('queued');
    expect(contact(store).values).toEqual(valid);
    const id = String(queued.posts[0]?.id);

    store.dispatch(queuedMessageReplayed({ id: '9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a', delivered: true }));
    expect(contact(store).status).toBe('queued');
    store.dispatch(queuedMessageReplayed({ id, delivered: true }));
    expect(contact(store).status).toBe('success');
    expect(contact(store).values).toEqual({ name: '', email: '', subject: '', message: '' });
  });

  it('sends a queued message again, with its id, when the connection returns', async () => {
    const queued = relayAnswering(202, { status: 'queued' });
    const store = storeWith();
    store.dispatch(formSubmitted(options(queued.send)));
    await jest.advanceTimersByTimeAsync(1500);
    const working = relayAnswering(200);
    void store.dispatch(messageSent(options(working.send)));
    await jest.advanceTimersByTimeAsync(1500);
    expect(contact(store).status).toBe('success');
    expect(working.posts[0]?.id).toBe(queued.posts[0]?.id);
  });

  it('sends the honeypot’s value and the draft’s page time', async () => {
    const relay = relayAnswering(200);
    const store = storeWith();
    store.dispatch(formSubmitted(options(relay.send, 'http://spam.example')));
    await jest.advanceTimersByTimeAsync(1500);
    expect(relay.posts[0]?.website).toBe('http://spam.example');
    expect(relay.posts[0]?.draftMs).toBe(4000);
  });

  it('ignores return events that do not match the current state', () => {
    const store = storeWith();
    store.dispatch(retryRequested());
    store.dispatch(anotherMessageRequested());
    expect(contact(store).status).toBe('idle');
  });
});

describe('contact slice: draft', () => {
  it('restores saved values into the idle form', () => {
    const store = makeStore();
    store.dispatch(draftRestored({ name: 'Camille', message: 'Bonjour' }));
    expect(contact(store).values).toEqual({ name: 'Camille', email: '', subject: '', message: 'Bonjour' });
    expect(contact(store).touched).toEqual({});
  });

  it('takes back a restored draft’s message id, never replacing one', () => {
    const store = makeStore();
    store.dispatch(messageIdAssigned('3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f'));
    store.dispatch(messageIdAssigned('9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a'));
    expect(contact(store).messageId).toBe('3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f');
  });
});
