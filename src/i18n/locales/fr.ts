/**
 * The French dictionary: the site's default and fallback language, and the source of the key types
 * (see `../i18next.d.ts`). The English dictionary must have exactly the same keys.
 */
const fr = {
  language: {
    toggle: 'EN',
    toggleName: 'EN, passer le site en anglais',
  },
  theme: {
    legend: 'Thème',
    button: 'Thème\u00a0: {{choice}}',
    system: 'Système',
    light: 'Clair',
    dark: 'Sombre',
  },
  nav: {
    label: 'Navigation principale',
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
    about: 'À propos',
    expertise: 'Expertises',
    contact: 'Contact',
    projects: 'Projets',
    journal: 'Journal',
    startProject: 'Démarrer un projet',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    homeLink: '{{name}}, accueil',
  },
  hero: {
    eyebrow: 'Agence digitale créative',
    title: 'Nous donnons forme à vos idées numériques',
    subtitle:
      'Stratégie, design et technologie réunis dans une même équipe pour concevoir des sites, des applications et des services qui font grandir votre activité.',
    getStarted: 'Commencer',
    seeWork: 'Voir nos réalisations',
    flagship: 'Projet phare',
  },
  projects: {
    title: 'Nos projets',
    subtitle: 'Une sélection de réalisations pour des clients de tous les secteurs.',
    eyebrow: 'Réalisations',
    filtersLabel: 'Filtrer les projets',
    teaserTitle: 'Projets récents',
    viewAll: 'Voir tous les projets',
    searchLabel: 'Rechercher un projet',
    searchPlaceholder: 'Rechercher des projets…',
    categoryLabel: 'Catégorie',
    all: 'Toutes les catégories',
    viewProject: 'Voir le projet',
    viewProjectName: 'Voir le projet\u00a0: {{title}}',
    year: 'Année',
    tags: 'Technologies',
    resultCount_one: '{{count}} projet',
    resultCount_other: '{{count}} projets',
    empty: 'Aucun projet ne correspond à votre recherche.',
    emptyHint: 'Essayez un autre mot-clé ou choisissez «\u00a0Toutes les catégories\u00a0».',
    clearFilters: 'Effacer les filtres',
    categories: {
      fintech: 'Fintech',
      ecommerce: 'E-commerce',
      healthcare: 'Santé',
      education: 'Éducation',
      ai: 'IA',
      blockchain: 'Blockchain',
    },
  },
  expertise: {
    eyebrow: 'Savoir-faire',
    title: 'Nos expertises',
    subtitle: 'Sept métiers réunis dans une même équipe, du premier atelier à la mise en ligne.',
    items: {
      web: {
        title: 'Développement web',
        text: 'Sites, plateformes et applications web rapides et accessibles.',
      },
      mobile: {
        title: 'Applications mobiles',
        text: 'Applications iOS et Android, et applications web installables qui marchent hors ligne.',
      },
      blockchain: {
        title: 'Blockchain',
        text: 'Contrats intelligents, jetons et applications décentralisées audités.',
      },
      banking: {
        title: 'Banque et finance',
        text: 'Parcours bancaires, paiements et conformité pour les acteurs financiers.',
      },
      marketing: {
        title: 'Marketing digital',
        text: 'Référencement, campagnes et contenus mesurés pour attirer et convertir les bons clients.',
      },
      social: {
        title: 'Réseaux sociaux',
        text: 'Ligne éditoriale, création et animation de communauté pour une présence régulière et reconnaissable.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Intelligence artificielle, informatique quantique et métavers, éprouvés par des prototypes.',
      },
    },
  },
  forms: {
    trap: 'Laissez ce champ vide',
    privacyLink: 'Ce que nous faisons de vos données',
  },
  errors: {
    unexpected: {
      title: 'Erreur inattendue de l’application\u202f!',
      status: 'Statut\u00a0: {{status}}',
      message: 'Message\u00a0: {{message}}',
      home: 'Retour à l’accueil',
    },
  },
};

export default fr;
