import type { AppStore, RootState } from '../../store';
import type { anotherMessageRequested, fieldChanged } from '../../../features/contact/contactSlice';
import { contactFields, firstInvalidField, type ContactField, type ContactValues } from '../../../lib/leads/contact';
import type { DeliveryStatus, LeadDelivery } from '../../../lib/leads/delivery';

const idleDelivery: LeadDelivery = { id: null, status: 'idle' };
import { draftOldEnough, settled, showForm } from './settled';

/** Where a sent message ended: delivered, waiting for the connection, or not sent. */
export type ContactOutcome = 'delivered' | 'queued' | 'failed';

const outcomes: Partial<Record<DeliveryStatus, ContactOutcome>> = {
  sent: 'delivered',
  stored: 'delivered',
  queuedInPage: 'queued',
  queuedInWorker: 'queued',
  failed: 'failed',
  rejected: 'failed',
  off: 'failed',
};

// The form's actions by their types, checked against its action creators: importing the slice would share it with
// the contact page's chunk, which would lose scope hoisting for every visitor of the page.
const another = (): ReturnType<typeof anotherMessageRequested> => ({
  type: 'contact/anotherMessageRequested',
  payload: undefined,
});
const change = (field: ContactField, value: string): ReturnType<typeof fieldChanged> => ({
  type: 'contact/fieldChanged',
  payload: { field, value, at: performance.now() },
});
const delivery = (state: RootState): LeadDelivery => state.contact?.delivery ?? idleDelivery;

let filledAt = 0;

/**
 * The contact form as an agent fills it (the actions its inputs dispatch) and sends it: `requestSubmit()`, so the
 * message takes the form's path (honeypot, page time, one id, queue). The one place to change when the form changes.
 */
export const contactForm = {
  /** The form's slice joins the store with its page: until then there is no form to fill. */
  ready: (store: AppStore): boolean => store.getState().contact !== undefined,

  /** A message of the form is on its way, waiting, failed with its id kept, or restored with one. */
  busy(store: AppStore): boolean {
    const { id, status } = delivery(store.getState());
    return !(status === 'sent' || status === 'stored' || (status === 'idle' && id === null));
  },

  fill(store: AppStore, values: ContactValues): void {
    store.dispatch(another());
    for (const field of contactFields) store.dispatch(change(field, values[field]));
    filledAt = performance.now();
    showForm(document.querySelector('main form'));
  },

  /** Submits the form as its Send button does and resolves with where the message ended, or the field it refused. */
  async submit(store: AppStore): Promise<{ outcome: ContactOutcome } | { invalid: string }> {
    // The draft's clock started at the fill at the latest: sent sooner, the relay would drop it as a robot's.
    await draftOldEnough(filledAt);
    const form = document.querySelector<HTMLFormElement>('main form');
    if (form === null) return { outcome: 'failed' };
    form.requestSubmit();
    const invalid = firstInvalidField(store.getState().contact?.errors ?? {});
    if (invalid !== undefined) return { invalid };
    const outcome = await settled(store, (state) => outcomes[delivery(state).status]);
    return { outcome };
  },
};
