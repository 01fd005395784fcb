import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  backToList: 'All projects',
  factsLabel: 'The project at a glance',
  client: 'Client',
  sector: 'Sector',
  year: 'Year',
  services: 'What we did',
  technologies: 'Technologies',
  challenge: 'The challenge',
  approach: 'Our approach',
  gallery: 'The product in pictures',
  results: 'The results',
  figuresLabel: 'The results in figures',
  quote: '“{{text}}”',
  quoteAuthor: '{{author}}, {{role}}',
  loading: 'Loading the case study…',
  next: 'Next project',
  ctaTitle: 'Have something similar in mind?',
  ctaText: 'Let’s talk: four questions to describe your project, and we get back to you within 24 business hours.',
  ctaButton: 'Start a similar project',
};

export default en;
