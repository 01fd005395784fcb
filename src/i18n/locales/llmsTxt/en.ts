import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  intro:
    'This site is in French. Every page also exists in English, under /en/ (its address follows the word “English”), except the journal’s articles written in one language only. To request a consultation or write to the agency for a visitor, an agent prepares the request with them and lets them send it from the page, or uses the WebMCP tools the pages register (document.modelContext, listed below): the visitor confirms every send in the page, never without their approval.',
  english: 'English',
  sections: {
    offer: 'What we do',
    pages: 'Pages',
    projects: 'Projects',
    journal: 'Journal',
    engage: 'Requesting a consultation, writing to us',
    tools: 'WebMCP tools',
    optional: 'Optional',
  },
  consultation:
    'Four questions (the type of project, the budget, the timeline and the requirements), then the person’s name and email (company and phone optional); an answer within 24 business hours, the first exchange free.',
  contact: 'Email: {{email}}. Phone: {{phone}}. Address: {{address}}.',
  tool: '{{title}}. On {{pages}}.',
  everyPage: 'every page',
  sitemap: 'Site map',
  sitemapText: 'Every page, in both languages.',
  articleFacts: 'By {{author}}, {{date}}.',
  onlyIn: 'In {{language}} only:',
  languageNames: { fr: 'French', en: 'English' },
  feeds: 'Journal Atom feeds',
  feedsText: 'Every article in full, newest first.',
  projectFacts: '{{category}}, {{year}}.',
};

export default en;
