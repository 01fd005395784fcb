import type { Language } from '../languages';

const fr = {
  title: 'Cette page n’existe pas',
  text: 'L’adresse demandée ne mène à aucune page du site. Voici notre page d’accueil\u202f; vous cherchiez peut-être\u00a0:',
  links: 'Pages principales',
};

/**
 * The not-found notice's copy, in that page's chunk rather than the dictionary every page loads (see
 * `usePageCopy`); its links reuse the navigation's labels.
 */
export const notFoundCopy: Readonly<Record<Language, typeof fr>> = {
  fr,
  en: {
    title: 'This page does not exist',
    text: 'The address you asked for leads to no page of this site. Here is our home page; perhaps you were looking for:',
    links: 'Main pages',
  },
};
