/** The words of `/llms.txt` the dictionaries do not have (src/seo/llmsTxt.ts): French first, English beside it. */
const fr = {
  intro:
    'Site en français. Chaque page existe aussi en anglais, sous /en/ (son adresse suit la mention «\u00a0English\u00a0»), sauf les articles du journal écrits dans une seule langue. Pour demander une consultation ou écrire à l’agence pour un visiteur, un agent prépare la demande avec lui puis le laisse l’envoyer depuis la page, ou utilise les outils WebMCP que déclarent les pages (document.modelContext, listés plus bas)\u00a0: tout envoi est confirmé par le visiteur dans la page, jamais sans son accord.',
  english: 'English',
  sections: {
    offer: 'Ce que nous faisons',
    pages: 'Pages',
    projects: 'Projets',
    journal: 'Journal',
    engage: 'Demander une consultation, nous écrire',
    tools: 'Outils WebMCP',
    // llmstxt.org's name for what an agent may skip when its context is short.
    optional: 'Optional',
  },
  consultation:
    'Quatre questions (le type de projet, le budget, le calendrier et les besoins), puis le nom et l’e-mail de la personne (société et téléphone facultatifs)\u202f; réponse sous 24 heures ouvrées, premier échange offert.',
  contact: 'E-mail\u00a0: {{email}}. Téléphone\u00a0: {{phone}}. Adresse\u00a0: {{address}}.',
  tool: '{{title}}. Sur {{pages}}.',
  everyPage: 'toutes les pages',
  sitemap: 'Plan du site',
  sitemapText: 'Toutes les pages, dans les deux langues.',
  projectFacts: '{{category}}, {{year}}.',
  articleFacts: 'Par {{author}}, le {{date}}.',
  onlyIn: 'En {{language}} seulement\u00a0:',
  languageNames: { fr: 'français', en: 'anglais' },
  feeds: 'Flux Atom du journal',
  feedsText: 'Chaque article en entier, le plus récent d’abord.',
};

export default fr;
