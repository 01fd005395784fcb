import type fr from './fr';
import type consultationFr from './consultation/fr';
import type contactFr from './contact/fr';
import type legalFr from './legal/fr';
import type { agentsCopy } from './agents';
import type { caseStudyCopy } from './caseStudy';
import type { newsletterConfirmCopy } from './newsletterConfirm';
import type { notFoundCopy } from './notFound';

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
  newsletterConfirm: (typeof newsletterConfirmCopy)['fr'];
  caseStudy: (typeof caseStudyCopy)['fr'];
  notFound: (typeof notFoundCopy)['fr'];
  agents: (typeof agentsCopy)['fr'];
}
