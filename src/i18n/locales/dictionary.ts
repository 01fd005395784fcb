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

/** What every page loads: French in the main bundle, English as its own chunk. */
export type Dictionary = typeof fr;

/** The legal page's texts (`./legal/`), which ship with that page's chunk. */
export type LegalDictionary = typeof legalFr;

/** The contact page's copy (`./contact/`), which ships with that page's chunk. */
export type ContactDictionary = typeof contactFr;

/** The consultation wizard's copy (`./consultation/`), which ships with that page's chunk. */
export type ConsultationDictionary = typeof consultationFr;

/** Copy of a single page, in that page's chunk and added when it renders (`usePageCopy`). */
export interface PageCopy {
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
