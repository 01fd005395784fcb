import type { LanguageDetectorModule } from 'i18next';
import { languageOfPath } from './languagePaths';
import { resolveLanguage } from './languages';
import { rememberLanguage } from './storedLanguage';

/**
 * A page's language is its address's (English under `/en/`): the detection order chose the address already, at the
 * server (`?lng=`, the cookie, the browser) or in the page script (storage). The language shown is kept where the
 * next visit's detection reads it: the page script reads storage, the server the cookie.
 */
export const siteLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => languageOfPath(window.location.pathname),
  cacheUserLanguage: (language) => {
    rememberLanguage(resolveLanguage(language));
  },
};
