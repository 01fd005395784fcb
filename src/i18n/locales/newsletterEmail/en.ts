import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  subject: 'Confirm your subscription to the {{agency}} newsletter',
  hello: 'Hello,',
  asked:
    'You asked to receive the {{agency}} newsletter, one letter a month about our projects and advice. To confirm, open this link and press “Confirm my subscription”:',
  button: 'Confirm my subscription',
  validity: 'This link is valid for {{days}} days.',
  ignore:
    'If you did not ask for it, ignore this message: without confirmation, your address is neither subscribed nor kept.',
};

export default en;
