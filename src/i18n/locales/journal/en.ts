import type fr from './fr';

/** The journal's own words (the list and the articles), in their chunks. */
const en: typeof fr = {
  eyebrow: 'Journal',
  title: 'What we know, written for you',
  lead: 'Accessibility, performance, apps that keep working offline: what we learn designing digital products, with our sources.',
  feed: 'Subscribe to the Atom feed',
  filterLabel: 'Filter the articles by topic',
  allTags: 'All topics',
  count_one: '{{count}} article',
  count_other: '{{count}} articles',
  countTagged_one: '{{count}} article on “{{tag}}”',
  countTagged_other: '{{count}} articles on “{{tag}}”',
  unknownTag: 'No article has this topic. Here are all the articles.',
  published: 'Published on {{date}}',
  updated: 'Updated on {{date}}',
  readingTime: '{{count}} min read',
  byline: 'By {{name}}, {{role}}',
  tagsLabel: 'Topics',
  backToList: 'All articles',
  loading: 'Loading the article…',
  related: 'Related work',
  ctaTitle: 'A project in mind?',
  ctaText: 'Let’s talk: four questions to describe your project, and we get back to you within 24 business hours.',
  ctaButton: 'Start a project',
};

export default en;
