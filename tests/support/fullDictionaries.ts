import consultationEn from '../../src/i18n/locales/consultation/en';
import consultationFr from '../../src/i18n/locales/consultation/fr';
import contactEn from '../../src/i18n/locales/contact/en';
import contactFr from '../../src/i18n/locales/contact/fr';
import en from '../../src/i18n/locales/en';
import fr from '../../src/i18n/locales/fr';
import legalEn from '../../src/i18n/locales/legal/en';
import legalFr from '../../src/i18n/locales/legal/fr';
import { agentsCopy } from '../../src/i18n/locales/agents';
import { caseStudyCopy } from '../../src/i18n/locales/caseStudy';
import { newsletterConfirmCopy } from '../../src/i18n/locales/newsletterConfirm';
import { notFoundCopy } from '../../src/i18n/locales/notFound';

/**
 * The dictionaries as a page has them once its chunk has added its own copy (`usePageCopy`): what a test
 * of one of that page's parts, rendered without the page, needs.
 */
export const fullDictionaries = {
  fr: {
    ...fr,
    consultation: consultationFr,
    contact: contactFr,
    legal: legalFr,
    newsletterConfirm: newsletterConfirmCopy.fr,
    caseStudy: caseStudyCopy.fr,
    notFound: notFoundCopy.fr,
    agents: agentsCopy.fr,
  },
  en: {
    ...en,
    consultation: consultationEn,
    contact: contactEn,
    legal: legalEn,
    newsletterConfirm: newsletterConfirmCopy.en,
    caseStudy: caseStudyCopy.en,
    notFound: notFoundCopy.en,
    agents: agentsCopy.en,
  },
};
