import type fr from './fr';
import type consultationFr from './consultation/fr';
import type contactFr from './contact/fr';
import type legalFr from './legal/fr';
import type caseStudyFr from './caseStudy/fr';
import type journalFr from './journal/fr';
import type newsletterConfirmFr from './newsletterConfirm/fr';
import type notFoundFr from './notFound/fr';
import type expertisePageFr from './expertisePage/fr';
import type agentsFr from './agents/fr';
import type metaFr from './meta/fr';
import type homeFr from './home/fr';
import type contactBannerFr from './contactBanner/fr';
import type footerFr from './footer/fr';
import type newsletterFr from './newsletter/fr';
import type pwaFr from './pwa/fr';

/** What every page loads: French in the main bundle, English as its own chunk. */
export type Dictionary = typeof fr;

/** The legal page's texts (`./legal/`), which ship with that page's chunk. */
export type LegalDictionary = typeof legalFr;

/** The contact page's copy (`./contact/`), which ships with that page's chunk. */
export type ContactDictionary = typeof contactFr;

/** The consultation wizard's copy (`./consultation/`), which ships with that page's chunk. */
export type ConsultationDictionary = typeof consultationFr;

export type HomeCopy = typeof homeFr;
export type ContactBannerCopy = typeof contactBannerFr;
export type FooterCopy = typeof footerFr;
export type NewsletterCopy = typeof newsletterFr;
export type PwaCopy = typeof pwaFr;

/** Each page's title and description (`./meta/`): in the chunk that keeps the head in step, and on the server. */
export type MetaCopy = typeof metaFr;

/**
 * Copy that ships with the part that shows it, added when it renders (`usePageCopy`, `useCopySections`): a
 * page's, the home's lower sections', the contact band's, the footer's, the newsletter sign-up's, the app's notices'.
 */
export interface PageCopy extends MetaCopy, HomeCopy, ContactBannerCopy, FooterCopy, NewsletterCopy, PwaCopy {
  consultation: ConsultationDictionary;
  contact: ContactDictionary;
  legal: LegalDictionary;
  newsletterConfirm: typeof newsletterConfirmFr;
  caseStudy: typeof caseStudyFr;
  journal: typeof journalFr;
  notFound: typeof notFoundFr;
  expertisePage: typeof expertisePageFr;
  agents: typeof agentsFr;
}
