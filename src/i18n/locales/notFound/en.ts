import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  title: 'This page does not exist',
  text: 'The address you asked for leads to no page of this site. Search our work or carry on from one of the main pages.',
  search: {
    label: 'Search our work',
    placeholder: 'Blockchain, health…',
    submit: 'Search',
  },
  links: 'Main pages',
};

export default en;
