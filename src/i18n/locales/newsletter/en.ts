import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  newsletter: {
    title: 'Stay informed',
    description: 'Get our latest news and advice, once a month.',
    label: 'Your email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    sending: 'Sending…',
    note: 'One letter a month, unsubscribe in one click.',
    sent: 'Almost done! Confirm with the link sent to {{email}}.',
    queued: 'Offline: the link will be sent when you are back online.',
    failed: 'Sending failed. Please try again.',
    off: 'Sign-ups to our newsletter are closed for now: your address was not kept.',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
  },
};

export default en;
