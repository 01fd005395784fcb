import type { LeadForm } from '../../app/leads/leadForm';
import type { NewsletterPayload } from '../../lib/leads/newsletter';
import { newsletterSlice, selectNewsletter, selectNewsletterDelivery, signupSubmitted } from './newsletterSlice';

/** The footer's sign-up: sent on Subscribe; offline without a worker it fails at once, for Try again. */
export const newsletterLead: LeadForm<'newsletter'> = {
  kind: 'newsletter',
  reducers: [newsletterSlice],
  selectDelivery: selectNewsletterDelivery,
  payload: (state, lng): NewsletterPayload | undefined => {
    const { delivery, signup } = selectNewsletter(state);
    return delivery.id === null || signup === null ? undefined : { id: delivery.id, lng, ...signup };
  },
  sendsOn: (action) => signupSubmitted.match(action),
  queuesInPage: false,
};
