import type fr from './fr';
import type legalFr from './legal/fr';

/** What every page loads: French in the main bundle, English as its own chunk. */
export type Dictionary = typeof fr;

/** The legal page's texts, added under `legal` when that page's chunk runs (src/i18n/legalTexts.ts). */
export type LegalDictionary = typeof legalFr;

/** Every key the site translates. */
export type SiteDictionary = Dictionary & { legal: LegalDictionary };
