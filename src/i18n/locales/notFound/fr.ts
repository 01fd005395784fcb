/** The not-found notice's copy, in that page's chunk; its links reuse the navigation's labels. */
const fr = {
  title: 'Cette page n’existe pas',
  text: 'L’adresse demandée ne mène à aucune page du site. Voici notre page d’accueil\u202f; vous cherchiez peut-être\u00a0:',
  links: 'Pages principales',
};

export default fr;
