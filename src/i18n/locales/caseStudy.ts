import type { Language } from '../languages';

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

/** The case study pages' own words, in their chunk rather than the main bundle's dictionary (`usePageCopy`). */
export const caseStudyCopy: Readonly<Record<Language, typeof fr>> = {
  fr,
  en: {
    backToList: 'All projects',
    factsLabel: 'The project at a glance',
    client: 'Client',
    sector: 'Sector',
    year: 'Year',
    services: 'What we did',
    technologies: 'Technologies',
    challenge: 'The challenge',
    approach: 'Our approach',
    results: 'The results',
    figuresLabel: 'The results in figures',
    quote: '“{{text}}”',
    quoteAuthor: '{{author}}, {{role}}',
    loading: 'Loading the case study…',
    next: 'Next project',
    ctaTitle: 'Have something similar in mind?',
    ctaText: 'Let’s talk: four questions to describe your project, and we get back to you within 24 business hours.',
    ctaButton: 'Start a similar project',
  },
};
