/** The journal's own words (the list and the articles), in their chunks. */
const fr = {
  eyebrow: 'Journal',
  title: 'Ce que nous savons, écrit pour vous',
  lead: 'Accessibilité, performance, applications qui tiennent hors ligne\u00a0: ce que nous apprenons en concevant des produits numériques, avec nos sources.',
  feed: 'S’abonner au flux Atom',
  filterLabel: 'Filtrer les articles par sujet',
  allTags: 'Tous les sujets',
  count_one: '{{count}} article',
  count_other: '{{count}} articles',
  countTagged_one: '{{count}} article sur «\u00a0{{tag}}\u00a0»',
  countTagged_other: '{{count}} articles sur «\u00a0{{tag}}\u00a0»',
  unknownTag: 'Aucun article ne porte ce sujet. Voici tous les articles.',
  published: 'Publié le {{date}}',
  updated: 'Mis à jour le {{date}}',
  readingTime: '{{count}}\u00a0min de lecture',
  byline: 'Par {{name}}, {{role}}',
  tagsLabel: 'Sujets',
  backToList: 'Tout le journal',
  loading: 'Chargement de l’article…',
  related: 'Projets liés',
  ctaTitle: 'Un projet en tête\u202f?',
  ctaText:
    'Parlons-en\u00a0: quatre questions pour décrire votre projet, et nous revenons vers vous sous 24 heures ouvrées.',
  ctaButton: 'Démarrer un projet',
};

export default fr;
