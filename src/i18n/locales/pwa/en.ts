import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  pwa: {
    updateAvailable: 'A new version of the site is available.',
    update: 'Update',
    later: 'Later',
    offline: 'Offline: pages you have seen are still available.',
    install: 'Install the app',
    installHint: 'To install this site, choose “Add to Home Screen” in your browser’s menu.',
  },
};

export default en;
