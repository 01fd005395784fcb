import { makeStore } from '../../../../src/app/store';
import {
  anotherMessageRequested,
  draftRestored,
  fieldBlurred,
  fieldChanged,
  formSubmitted,
  retryRequested,
} from '../../../../src/features/contact/contactSlice';
import type { MessageSender } from '../../../../src/features/contact/sendMessage';
import type { ContactValues } from '../../../../src/lib/leads/contact';

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
    expect(store.dispatch(formSubmitted(send))).toBe('subject');
    expect(contact(store).touched).toEqual({ name: true, email: true, subject: true, message: true });
    expect(contact(store).errors).toEqual({ subject: 'subjectRequired', message: 'messageTooShort' });
    expect(contact(store).status).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('contact slice: the status machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle -> submitting -> success after 1500 ms with the simulated send, then clears the form', async () => {
    const store = storeWith();
    store.dispatch(fieldBlurred('name'));
    expect(store.dispatch(formSubmitted())).toBeUndefined();
    expect(contact(store).status).toBe('submitting');

    await jest.advanceTimersByTimeAsync(1499);
    expect(contact(store).status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(1);
    expect(contact(store).status).toBe('success');
    expect(contact(store).values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(contact(store).touched).toEqual({});
    expect(contact(store).errors).toEqual({});

    store.dispatch(anotherMessageRequested());
    expect(contact(store).status).toBe('idle');
  });

  it('sends the values once, however often the visitor submits meanwhile', async () => {
    const send = jest.fn<ReturnType<MessageSender>, Parameters<MessageSender>>(
      () => new Promise((resolve) => setTimeout(resolve, 1500)),
    );
    const store = storeWith();
    store.dispatch(formSubmitted(send));
    store.dispatch(formSubmitted(send));
    store.dispatch(fieldChanged({ field: 'name', value: 'Someone else' }));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(formSubmitted(send));
    await jest.advanceTimersByTimeAsync(1500);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(valid);
    expect(contact(store).status).toBe('success');
  });

  it('shows the error state when the send fails, keeps the values, and Try Again returns to idle', async () => {
    const failing: MessageSender = () => Promise.reject(new Error('offline'));
    const store = storeWith();
    store.dispatch(formSubmitted(failing));
    await jest.advanceTimersByTimeAsync(0);
    expect(contact(store).status).toBe('error');
    expect(contact(store).values).toEqual(valid);

    store.dispatch(retryRequested());
    expect(contact(store).status).toBe('idle');
    expect(contact(store).values).toEqual(valid);
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
});
