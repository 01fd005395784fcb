import type fr from './fr';
import type legalFr from './legal/fr';
import type { newsletterConfirmCopy } from './newsletterConfirm';

/** What every page loads: French in the main bundle, English as its own chunk. */
export type Dictionary = typeof fr;

/** The legal page's texts (`./legal/`), which ship with that page's chunk. */
export type LegalDictionary = typeof legalFr;

/** Copy of a single page, in that page's chunk and added when it renders (`usePageCopy`). */
export interface PageCopy {
  legal: LegalDictionary;
  newsletterConfirm: (typeof newsletterConfirmCopy)['fr'];
}
