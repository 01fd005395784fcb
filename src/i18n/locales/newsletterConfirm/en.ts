import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  title: 'Confirm your subscription',
  intro: 'One last step to receive our monthly letter.',
  address: 'Address to subscribe: {{email}}',
  button: 'Confirm my subscription',
  confirming: 'Confirming…',
  offline: 'You are offline: confirming needs a connection.',
  failed: 'Confirming failed. Please try again in a moment.',
  doneTitle: 'Subscription confirmed',
  doneText: 'Thank you! {{email}} will receive our next letter. Each one has an unsubscribe link.',
  expiredTitle: 'This link has expired',
  expiredText: 'Confirmation links are valid for {{days}} days. Sign up again to receive a new one.',
  invalidTitle: 'This link is not valid',
  invalidText: 'It is incomplete or was changed. Sign up again to receive a new link.',
  home: 'Back to home',
};

export default en;
