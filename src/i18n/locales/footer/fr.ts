/** The footer's copy, in its chunk. */
const fr = {
  footer: {
    tagline: 'Nous concevons des expériences numériques qui comptent.',
    social: '{{name}} sur {{network}}',
    company: 'Entreprise',
    servicesTitle: 'Expertises',
    support: 'Assistance',
    legal: 'Juridique',
    legalNotice: 'Mentions légales',
    privacy: 'Confidentialité',
    navLabel: 'Plan du site',
    links: {
      contactForm: 'Formulaire de contact',
      email: 'Nous écrire',
      phone: 'Nous appeler',
    },
    rights: '© {{year}} {{name}}. Tous droits réservés.',
  },
};

export default fr;
