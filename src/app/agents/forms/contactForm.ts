import type { AppStore } from '../../store';
import {
  anotherMessageRequested,
  fieldChanged,
  selectContactErrors,
  selectContactStatus,
  selectMessageId,
} from '../../../features/contact/contactSlice';
import { contactFields, firstInvalidField, type ContactValues } from '../../../lib/leads/contact';
import { settled, showForm } from './settled';

/** Where a sent message ended: delivered, waiting for the connection, or not sent. */
export type ContactOutcome = 'delivered' | 'queued' | 'failed';

/**
 * The contact form as an agent fills and sends it. The fields are the actions its inputs dispatch, so the page
 * shows them; the message is sent by the form's own submit (`requestSubmit()`), whose handler dispatches the
 * form's thunk with its options (the relay, the page's language, the honeypot, the draft's page time), so the
 * message takes the form's own path (one id, queued offline, the spam rules). (Dispatching that thunk from here
 * would cost every visitor of the contact page bytes: its modules, shared with this chunk, lose webpack's scope
 * hoisting.) The one place to change when the form changes.
 */
export const contactForm = {
  /** A message of the form is on its way, waiting, failed with its id kept, or restored with one. */
  busy(store: AppStore): boolean {
    const state = store.getState();
    const status = selectContactStatus(state);
    return !(status === 'success' || (status === 'idle' && selectMessageId(state) === null));
  },

  fill(store: AppStore, values: ContactValues): void {
    if (selectContactStatus(store.getState()) === 'success') store.dispatch(anotherMessageRequested());
    for (const field of contactFields) store.dispatch(fieldChanged({ field, value: values[field] }));
    showForm(document.querySelector('main form'));
  },

  /** Submits the form as its Send button does and resolves with where the message ended, or the field it refused. */
  async submit(store: AppStore): Promise<{ outcome: ContactOutcome } | { invalid: string }> {
    const form = document.querySelector<HTMLFormElement>('main form');
    if (form === null) return { outcome: 'failed' };
    form.requestSubmit();
    const invalid = firstInvalidField(selectContactErrors(store.getState()));
    if (invalid !== undefined) return { invalid };
    const outcome = await settled(store, (state): ContactOutcome | undefined => {
      const status = selectContactStatus(state);
      if (status === 'success') return 'delivered';
      if (status === 'queued') return 'queued';
      return status === 'error' ? 'failed' : undefined;
    });
    return { outcome };
  },
};
