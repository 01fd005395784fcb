/** The not-found page's copy, in that page's chunk; its links reuse the navigation's labels. */
const fr = {
  title: 'Cette page n’existe pas',
  text: 'L’adresse demandée ne mène à aucune page du site. Cherchez parmi nos réalisations ou repartez de l’une des pages principales.',
  search: {
    label: 'Chercher dans nos réalisations',
    placeholder: 'Blockchain, santé…',
    submit: 'Rechercher',
  },
  links: 'Pages principales',
};

export default fr;
