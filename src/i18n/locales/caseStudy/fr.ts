/** The case study pages' own words, in their chunk. */
const fr = {
  backToList: 'Tous les projets',
  factsLabel: 'Le projet en bref',
  client: 'Client',
  sector: 'Secteur',
  year: 'Année',
  services: 'Nos interventions',
  technologies: 'Technologies',
  challenge: 'Le défi',
  approach: 'Notre approche',
  gallery: 'Le produit en images',
  results: 'Les résultats',
  figuresLabel: 'Les résultats en chiffres',
  quote: '«\u00a0{{text}}\u00a0»',
  quoteAuthor: '{{author}}, {{role}}',
  loading: 'Chargement de l’étude de cas…',
  next: 'Projet suivant',
  ctaTitle: 'Un projet comparable en tête\u202f?',
  ctaText:
    'Parlons-en\u00a0: quatre questions pour décrire votre projet, et nous revenons vers vous sous 24 heures ouvrées.',
  ctaButton: 'Démarrer un projet similaire',
};

export default fr;
