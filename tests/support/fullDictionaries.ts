import consultationEn from '../../src/i18n/locales/consultation/en';
import consultationFr from '../../src/i18n/locales/consultation/fr';
import contactEn from '../../src/i18n/locales/contact/en';
import contactFr from '../../src/i18n/locales/contact/fr';
import en from '../../src/i18n/locales/en';
import fr from '../../src/i18n/locales/fr';
import legalEn from '../../src/i18n/locales/legal/en';
import legalFr from '../../src/i18n/locales/legal/fr';
import caseStudyEn from '../../src/i18n/locales/caseStudy/en';
import caseStudyFr from '../../src/i18n/locales/caseStudy/fr';
import journalEn from '../../src/i18n/locales/journal/en';
import journalFr from '../../src/i18n/locales/journal/fr';
import newsletterConfirmEn from '../../src/i18n/locales/newsletterConfirm/en';
import newsletterConfirmFr from '../../src/i18n/locales/newsletterConfirm/fr';
import notFoundEn from '../../src/i18n/locales/notFound/en';
import notFoundFr from '../../src/i18n/locales/notFound/fr';
import expertisePageEn from '../../src/i18n/locales/expertisePage/en';
import expertisePageFr from '../../src/i18n/locales/expertisePage/fr';
import agentsEn from '../../src/i18n/locales/agents/en';
import agentsFr from '../../src/i18n/locales/agents/fr';
import metaEn from '../../src/i18n/locales/meta/en';
import metaFr from '../../src/i18n/locales/meta/fr';
import homeEn from '../../src/i18n/locales/home/en';
import homeFr from '../../src/i18n/locales/home/fr';
import contactBannerEn from '../../src/i18n/locales/contactBanner/en';
import contactBannerFr from '../../src/i18n/locales/contactBanner/fr';
import footerEn from '../../src/i18n/locales/footer/en';
import footerFr from '../../src/i18n/locales/footer/fr';
import newsletterEn from '../../src/i18n/locales/newsletter/en';
import newsletterFr from '../../src/i18n/locales/newsletter/fr';
import pwaEn from '../../src/i18n/locales/pwa/en';
import pwaFr from '../../src/i18n/locales/pwa/fr';

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
    newsletterConfirm: newsletterConfirmFr,
    caseStudy: caseStudyFr,
    journal: journalFr,
    notFound: notFoundFr,
    expertisePage: expertisePageFr,
    agents: agentsFr,
    ...metaFr,
    ...homeFr,
    ...contactBannerFr,
    ...footerFr,
    ...newsletterFr,
    ...pwaFr,
  },
  en: {
    ...en,
    consultation: consultationEn,
    contact: contactEn,
    legal: legalEn,
    newsletterConfirm: newsletterConfirmEn,
    caseStudy: caseStudyEn,
    journal: journalEn,
    notFound: notFoundEn,
    expertisePage: expertisePageEn,
    agents: agentsEn,
    ...metaEn,
    ...homeEn,
    ...contactBannerEn,
    ...footerEn,
    ...newsletterEn,
    ...pwaEn,
  },
};
