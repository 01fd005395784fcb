import type fr from './fr';
import type { newsletterConfirmCopy } from './newsletterConfirm';

/** The dictionary every page needs: French in the main bundle, English in its own chunk. */
export type Dictionary = typeof fr;

/** Copy of a single page, in that page's chunk and added when it renders (`usePageCopy`). */
export interface PageCopy {
  newsletterConfirm: (typeof newsletterConfirmCopy)['fr'];
}
