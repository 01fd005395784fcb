import type { SitePage } from '../../src/app/routes';
import { articleBySlug } from '../../src/content/journal';
import frenchCards from '../../src/content/projectCopy.fr.data';
import englishCards from '../../src/content/projectCopy.en.data';
import type { Language } from '../../src/i18n/languages';
import { fullDictionaries } from './fullDictionaries';

const dictionaries = fullDictionaries;

/**
 * Each page's heading and the sentence under it, as the dictionaries say: for tests about how a page is
 * delivered (prerendered, hydrated), whose copy the routes tests assert word for word.
 */
export function pageText(page: SitePage, language: Language): { heading: string; text: string } {
  const d = dictionaries[language];
  switch (page.route) {
    case '/':
      return { heading: d.hero.title, text: d.hero.subtitle };
    case '/projects':
      return { heading: d.projects.title, text: d.projects.subtitle };
    case '/projects/:slug': {
      const card = (language === 'fr' ? frenchCards : englishCards)[page.slug ?? ''];
      if (card === undefined) throw new Error(`No project ${page.path}`);
      return { heading: card.title, text: card.description };
    }
    case '/journal':
      return { heading: d.journal.title, text: d.journal.lead };
    case '/journal/:slug': {
      const article = articleBySlug(page.slug ?? '')?.[language];
      if (article === undefined) throw new Error(`No article ${page.path} in ${language}`);
      return { heading: article.title, text: article.description };
    }
    case '/consultation':
      return { heading: d.consultation.title, text: d.consultation.subtitle };
    case '/expertise':
      return { heading: d.expertise.title, text: d.expertisePage.lead };
    case '/contact':
      return { heading: d.contact.hero.title, text: d.contact.hero.subtitle };
    case '/legal':
      return { heading: d.legal.title, text: d.legal.intro };
    case '/newsletter/confirm':
      return { heading: d.newsletterConfirm.title, text: d.newsletterConfirm.intro };
    case '/404':
      return { heading: d.notFound.title, text: d.notFound.text };
  }
}
