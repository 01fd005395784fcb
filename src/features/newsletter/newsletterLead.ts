import type { Lead } from '../../app/leads/lead';
import { site } from '../../config/site';
import type { NewsletterPayload } from '../../lib/leads/newsletter';
import { selectNewsletter, selectNewsletterDelivery, signupSubmitted } from './newsletterSlice';

/** The footer's sign-up: sent on Subscribe; offline without a worker it fails at once, for Try again. */
export const newsletterLead: Lead = {
  kind: 'newsletter',
  endpoint: site.newsletterEndpoint,
  selectDelivery: selectNewsletterDelivery,
  payload: (state, lng): NewsletterPayload | undefined => {
    const { delivery, signup } = selectNewsletter(state);
    return delivery.id === null || signup === null ? undefined : { id: delivery.id, lng, ...signup };
  },
  sendsOn: (action) => signupSubmitted.match(action),
  queuesInPage: false,
};
