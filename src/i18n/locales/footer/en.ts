import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  footer: {
    tagline: 'We design digital experiences that matter.',
    social: '{{name}} on {{network}}',
    company: 'Company',
    servicesTitle: 'Expertise',
    support: 'Support',
    legal: 'Legal',
    legalNotice: 'Legal notice',
    privacy: 'Privacy',
    navLabel: 'Site map',
    links: {
      contactForm: 'Contact form',
      email: 'Email us',
      phone: 'Call us',
    },
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
};

export default en;
