import type { RoutePath } from '../../src/app/routes';
import contactEn from '../../src/i18n/locales/contact/en';
import contactFr from '../../src/i18n/locales/contact/fr';
import { newsletterConfirmCopy } from '../../src/i18n/locales/newsletterConfirm';
import type { Language } from '../../src/i18n/languages';
import en from '../../src/i18n/locales/en';
import fr from '../../src/i18n/locales/fr';
import legalEn from '../../src/i18n/locales/legal/en';
import legalFr from '../../src/i18n/locales/legal/fr';

const dictionaries = {
  fr: { ...fr, contact: contactFr, legal: legalFr },
  en: { ...en, contact: contactEn, legal: legalEn },
};

/**
 * Each page's heading and the sentence under it, as the dictionaries say: for tests about how a page is
 * delivered (prerendered, hydrated), whose copy the routes tests assert word for word.
 */
export function pageText(path: RoutePath, language: Language): { heading: string; text: string } {
  const d = dictionaries[language];
  switch (path) {
    case '/':
      return { heading: d.hero.title, text: d.hero.subtitle };
    case '/projects':
      return { heading: d.projects.title, text: d.projects.subtitle };
    case '/consultation':
      return { heading: d.consultation.title, text: d.consultation.subtitle };
    case '/expertise':
      return { heading: d.expertise.title, text: d.expertise.subtitle };
    case '/contact':
      return { heading: d.contact.hero.title, text: d.contact.hero.subtitle };
    case '/legal':
      return { heading: d.legal.title, text: d.legal.intro };
    case '/newsletter/confirm':
      return { heading: newsletterConfirmCopy[language].title, text: newsletterConfirmCopy[language].intro };
  }
}
