import type { RootState } from '../../app/rootReducer';
import type { AppStore } from '../../app/store';
import { site } from '../../config/site';
import {
  contactFields,
  contactMaxLengths,
  firstInvalidField,
  MESSAGE_MIN_LENGTH,
  validateField,
  type ContactValues,
} from '../../lib/leads/contact';
import { isDelivered } from '../../lib/leads/delivery';
import { draftOldEnough, settledOutcome, showLeadForm } from '../../lib/leads/leadTools';
import type { ObjectSchema } from '../../lib/webmcp/toolInput';
import { confirmedTool, type ToolContext } from '../../lib/webmcp/tools';
import {
  anotherMessageRequested,
  contactSubmitted,
  fieldChanged,
  selectContactDelivery,
  selectContactErrors,
} from './contactSlice';

/** The form's slice joins the store with its page: until then there is no form to fill. */
const joined = (state: RootState) => state.contact !== undefined;

/** A message of the form is on its way, waiting, failed with its id kept, or restored with one. */
function busy(state: RootState): boolean {
  const { id, status } = selectContactDelivery(state);
  return !(isDelivered(status) || (status === 'idle' && id === null));
}

/**
 * `send_contact_message`, on the contact page: the contact form's four fields, checked with its own rules
 * (`lib/leads/contact.ts`), filled into the form, confirmed by the visitor, then submitted as the form's Send
 * does, so it takes the form's path (honeypot, page time, one id, queue).
 */
export function sendContactMessageTool({ t, confirmations, store }: ToolContext<AppStore>) {
  let filledAt = 0;
  const field = (name: keyof ContactValues, extra: object = {}) => ({
    type: 'string' as const,
    minLength: 1,
    maxLength: contactMaxLengths[name],
    description: t(`agents.sendContactMessage.${name}`, { min: MESSAGE_MIN_LENGTH }),
    ...extra,
  });
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      name: field('name'),
      email: field('email', { format: 'email' }),
      subject: field('subject'),
      message: field('message', { minLength: MESSAGE_MIN_LENGTH }),
    },
    required: [...contactFields],
    additionalProperties: false,
  };
  const agency = { agency: site.agencyName };
  return confirmedTool<ContactValues>(
    {
      name: 'send_contact_message',
      title: t('agents.sendContactMessage.title'),
      description: t('agents.sendContactMessage.description', agency),
      inputSchema,
      check: (input) => {
        for (const name of contactFields) {
          const code = validateField(name, input[name]);
          if (code !== undefined) return { field: name, message: t(`contact.form.errors.${code}`) };
        }
        return undefined;
      },
      prepare: (input) => {
        const state = store.getState();
        if (!joined(state)) return { status: 'busy', message: t('agents.answers.notReady') };
        if (busy(state)) return { status: 'busy', message: t('agents.answers.formBusy') };
        store.dispatch(anotherMessageRequested());
        for (const name of contactFields) store.dispatch(fieldChanged({ field: name, value: input[name] }));
        filledAt = performance.now();
        showLeadForm('contact');
        return undefined;
      },
      preview: (input) => ({
        action: t('agents.sendContactMessage.action', agency),
        lines: contactFields.map((name) => ({ label: t(`contact.form.${name}`), value: input[name] })),
      }),
      send: async () => {
        // The draft's clock started at the fill at the latest: sent sooner, the relay would drop it as a robot's.
        await draftOldEnough(filledAt);
        store.dispatch(contactSubmitted(''));
        const invalid = firstInvalidField(selectContactErrors(store.getState()));
        if (invalid !== undefined) return { status: 'invalid_input', field: invalid };
        const { id } = selectContactDelivery(store.getState());
        if (id === null) return { status: 'failed', message: t('agents.sendContactMessage.outcomes.failed') };
        const outcome = await settledOutcome(store, selectContactDelivery, id);
        return { status: outcome, message: t(`agents.sendContactMessage.outcomes.${outcome}`) };
      },
    },
    { t, confirmations },
  );
}
