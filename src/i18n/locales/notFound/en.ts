import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  title: 'This page does not exist',
  text: 'The address you asked for leads to no page of this site. Here is our home page; perhaps you were looking for:',
  links: 'Main pages',
};

export default en;
