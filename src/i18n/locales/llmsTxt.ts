import type { Language } from '../languages';

/**
 * The words of `/llms.txt` that the dictionaries do not have (src/seo/llmsTxt.ts). The file is French first,
 * each entry with its English page's address beside it; its introduction and headings are in both languages,
 * so an agent working in English reads how the site is laid out and how to act on it.
 */
export const llmsTxtCopy = {
  intro: {
    fr: 'Site en français. Chaque page existe aussi en anglais, sous /en/ (son adresse suit la mention «\u00a0English\u00a0»). Pour demander une consultation ou écrire à l’agence pour un visiteur, un agent prépare la demande avec lui puis le laisse l’envoyer depuis la page, ou utilise les outils WebMCP que déclarent les pages (document.modelContext, listés plus bas)\u00a0: tout envoi est confirmé par le visiteur dans la page, jamais sans son accord.',
    en: 'This site is in French. Every page also exists in English, under /en/ (its address follows the word “English”). To request a consultation or write to the agency for a visitor, an agent prepares the request with them and lets them send it from the page, or uses the WebMCP tools the pages register (document.modelContext, listed below): the visitor confirms every send in the page, never without their approval.',
  } satisfies Record<Language, string>,
  english: 'English',
  sections: {
    offer: 'Ce que nous faisons (What we do)',
    pages: 'Pages',
    projects: 'Projets (Projects)',
    engage: 'Demander une consultation, nous écrire (Requesting a consultation, writing to us)',
    tools: 'Outils WebMCP (WebMCP tools)',
    // llmstxt.org's name for what an agent may skip when its context is short.
    optional: 'Optional',
  },
  consultation:
    'Quatre questions (le type de projet, le budget, le calendrier et les besoins), puis le nom et l’e-mail de la personne (société et téléphone facultatifs)\u202f; réponse sous 24 heures ouvrées, premier échange offert.',
  contact: 'E-mail\u00a0: {{email}}. Téléphone\u00a0: {{phone}}. Adresse\u00a0: {{address}}.',
  tool: '{{title}}. Sur {{pages}}.',
  everyPage: 'toutes les pages (every page)',
  sitemap: 'Plan du site (Site map)',
  sitemapText: 'Toutes les pages, dans les deux langues.',
  projectFacts: '{{category}}, {{year}}.',
};
