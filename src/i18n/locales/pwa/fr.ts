/** The app's own notices (offline, update, install): with them, in the chunks that show them. */
const fr = {
  pwa: {
    updateAvailable: 'Une nouvelle version du site est disponible.',
    update: 'Mettre à jour',
    later: 'Plus tard',
    offline: 'Hors ligne\u00a0: les pages déjà vues restent consultables.',
    install: 'Installer l’application',
    installHint:
      'Pour installer ce site, choisissez «\u00a0Ajouter à l’écran d’accueil\u00a0» dans le menu de votre navigateur.',
  },
};

export default fr;
