import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  contactBanner: {
    title: 'Have a project in mind?',
    text: 'Let’s talk: the first consultation is free.',
    cta: 'Request a consultation',
    orWrite: 'Or write to us:',
    subject: 'Consultation request',
  },
};

export default en;
