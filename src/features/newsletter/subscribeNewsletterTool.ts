import type { AppStore } from '../../app/store';
import { site } from '../../config/site';
import { emailAddress, emailError } from '../../lib/email';
import { draftOldEnough, settledOutcome, showLeadForm } from '../../lib/leads/leadTools';
import { NEWSLETTER_EMAIL_MAX_LENGTH } from '../../lib/leads/newsletter';
import type { ObjectSchema } from '../../lib/webmcp/toolInput';
import { confirmedTool, type ToolContext } from '../../lib/webmcp/tools';
import { emailEdited, selectNewsletter, selectNewsletterDelivery, signupSubmitted } from './newsletterSlice';

/**
 * `subscribe_newsletter`, on every page with the footer's sign-up: one address, checked with the site's e-mail
 * rule, typed into the footer's field, confirmed by the visitor, then subscribed as the footer's button does
 * (its check, honeypot, page time and lead).
 */
export function subscribeNewsletterTool({ t, confirmations, store }: ToolContext<AppStore>) {
  let filledAt = 0;
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        format: 'email',
        minLength: 1,
        maxLength: NEWSLETTER_EMAIL_MAX_LENGTH,
        description: t('agents.subscribeNewsletter.email'),
      },
    },
    required: ['email'],
    additionalProperties: false,
  };
  const agency = { agency: site.agencyName };
  return confirmedTool<{ email: string }>(
    {
      name: 'subscribe_newsletter',
      title: t('agents.subscribeNewsletter.title'),
      description: t('agents.subscribeNewsletter.description', agency),
      inputSchema,
      check: ({ email }) => {
        const error = emailError(email);
        return error === undefined ? undefined : { field: 'email', message: t(`newsletter.${error}`) };
      },
      prepare: ({ email }) => {
        if (selectNewsletterDelivery(store.getState()).status === 'sending')
          return { status: 'busy', message: t('agents.answers.formBusy') };
        store.dispatch(emailEdited(email));
        filledAt = performance.now();
        showLeadForm('newsletter');
        return undefined;
      },
      preview: ({ email }) => ({
        action: t('agents.subscribeNewsletter.action', agency),
        lines: [{ label: t('newsletter.label'), value: emailAddress(email) }],
      }),
      send: async ({ email }) => {
        // The agent's fill is the address's first keystroke: sent sooner, the relay would drop it as a robot's.
        await draftOldEnough(filledAt);
        store.dispatch(signupSubmitted({ website: '', draftMs: Math.round(performance.now() - filledAt) }));
        const { error } = selectNewsletter(store.getState());
        const { id } = selectNewsletterDelivery(store.getState());
        if (error !== null || id === null)
          return { status: 'failed', message: t('agents.subscribeNewsletter.outcomes.failed') };
        const outcome = await settledOutcome(store, selectNewsletterDelivery, id);
        const message = t(`agents.subscribeNewsletter.outcomes.${outcome}`, { email: emailAddress(email) });
        return { status: outcome, message };
      },
    },
    { t, confirmations },
  );
}
