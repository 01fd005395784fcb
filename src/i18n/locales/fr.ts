/**
 * The French dictionary: the site's default and fallback language, and the source of the key types
 * (see `../i18next.d.ts`). The English dictionary must have exactly the same keys.
 */
const fr = {
  meta: {
    home: {
      title: '{{name}}\u00a0: agence digitale créative',
      description:
        'Agence digitale créative\u00a0: stratégie, design et développement de sites web, d’applications mobiles et de projets blockchain qui font grandir votre activité.',
    },
    projects: {
      title: 'Nos projets | {{name}}',
      description:
        'Nos réalisations en fintech, e-commerce, santé, éducation, IA et blockchain\u00a0: des produits numériques conçus, testés et livrés pour nos clients.',
    },
    consultation: {
      title: 'Démarrer votre projet | {{name}}',
      description:
        'Consultation gratuite\u00a0: quatre questions sur votre projet, votre budget et votre calendrier, puis un appel avec notre équipe pour préparer la suite.',
    },
    expertise: {
      title: 'Nos expertises | {{name}}',
      description:
        'Web, mobile, blockchain, banque et finance, marketing, réseaux sociaux et innovation\u00a0: une équipe pour chacun de vos défis numériques, de l’idée au lancement.',
    },
    contact: {
      title: 'Contactez-nous | {{name}}',
      description:
        'Une question, une idée ou un projet à lancer\u202f? Appelez-nous, écrivez-nous ou passez à l’agence\u00a0: notre équipe vous répond sous 24 heures ouvrées.',
    },
    legal: {
      title: 'Mentions légales et confidentialité | {{name}}',
      description:
        'Qui édite et héberge ce site, et ce que deviennent vos données\u00a0: formulaire de contact, newsletter, demande de consultation et stockage du navigateur.',
    },
    journal: {
      title: 'Journal\u00a0: ce que nous savons du numérique | {{name}}',
      description:
        'Le journal du studio\u00a0: accessibilité, performance, applications hors ligne et produits numériques, expliqués par l’équipe qui les conçoit et les construit.',
    },
    article: {
      title: '{{article}} | {{name}}',
      description: '{{summary}}',
    },
    caseStudy: {
      title: '{{project}}, étude de cas | {{name}}',
      description: '{{summary}}',
    },
    newsletterConfirm: {
      title: 'Confirmez votre inscription | {{name}}',
      description:
        'Dernière étape de votre inscription à notre lettre mensuelle\u00a0: confirmez votre adresse e-mail pour recevoir nos actualités et nos conseils.',
    },
    notFound: {
      title: 'Page introuvable | {{name}}',
      description:
        'Cette adresse ne mène à aucune page du site. Cherchez parmi nos réalisations, ou revenez à l’accueil, à nos projets, à nos expertises ou au contact.',
    },
    ogImageAlt: 'Le logo de {{name}}, un N blanc sur un carré violet, et le nom de l’agence sur un fond indigo profond',
  },
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
  about: {
    eyebrow: 'À propos',
    title: 'Pourquoi nous choisir',
    text: 'Une équipe pluridisciplinaire qui accompagne chaque projet de l’idée à la mise en ligne, puis au-delà.',
    imageAlt: 'Deux collègues échangent devant un tableau couvert de croquis',
    features: {
      expertise: {
        title: 'Expertise technique',
        text: 'Des ingénieurs expérimentés sur le web, le mobile et la blockchain.',
      },
      tools: {
        title: 'Outils modernes',
        text: 'Des technologies éprouvées, choisies pour durer et rester rapides.',
      },
      innovation: {
        title: 'Veille technologique',
        text: 'Une veille constante pour vous proposer ce qui compte vraiment.',
      },
      training: {
        title: 'Formation',
        text: 'Vos équipes apprennent à faire vivre leur produit en toute autonomie.',
      },
      support: {
        title: 'Support client dédié',
        text: 'Un interlocuteur unique qui connaît votre projet.',
      },
      customTraining: {
        title: 'Formation sur mesure',
        text: 'Des sessions adaptées à vos outils et à vos équipes.',
      },
    },
  },
  innovation: {
    eyebrow: 'Laboratoire',
    title: 'Innovation',
    subtitle: 'Nous explorons les technologies de demain pour les mettre au service de vos projets d’aujourd’hui.',
    cta: 'Découvrir nos innovations',
    ai: {
      title: 'Intelligence artificielle',
      text: 'Assistants, recommandations et analyses prédictives intégrés à vos outils.',
    },
    quantum: {
      title: 'Informatique quantique',
      text: 'Veille et prototypes pour préparer vos systèmes aux calculs de demain.',
    },
    blockchain: {
      title: 'Blockchain',
      text: 'Contrats intelligents, traçabilité et actifs numériques sécurisés.',
    },
    metaverse: {
      title: 'Métavers',
      text: 'Expériences immersives en 3D pour présenter vos produits autrement.',
    },
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
  projectsTeaser: {
    eyebrow: 'Réalisations',
    subtitle: 'Quatre projets récents, de la fintech à l’éducation, conçus et livrés par notre équipe.',
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
  contactBanner: {
    title: 'Un projet en tête\u202f?',
    text: 'Parlons-en\u00a0: la première consultation est offerte.',
    cta: 'Demander une consultation',
    orWrite: 'Ou écrivez-nous\u00a0:',
    subject: 'Demande de consultation',
  },
  footer: {
    tagline: 'Nous concevons des expériences numériques qui comptent.',
    social: '{{name}} sur {{network}}',
    company: 'Entreprise',
    servicesTitle: 'Expertises',
    support: 'Assistance',
    legal: 'Juridique',
    legalNotice: 'Mentions légales',
    privacy: 'Confidentialité',
    navLabel: 'Plan du site',
    links: {
      contactForm: 'Formulaire de contact',
      email: 'Nous écrire',
      phone: 'Nous appeler',
    },
    rights: '© {{year}} {{name}}. Tous droits réservés.',
  },
  newsletter: {
    title: 'Restez informé',
    description: 'Recevez nos dernières actualités et nos conseils, une fois par mois.',
    label: 'Votre adresse e-mail',
    placeholder: 'vous@exemple.fr',
    subscribe: 'S’abonner',
    sending: 'Envoi…',
    note: 'Une lettre par mois, désinscription en un clic.',
    sent: 'Presque fini\u202f! Confirmez avec le lien envoyé à {{email}}.',
    queued: 'Hors ligne\u00a0: le lien partira au retour de la connexion.',
    failed: 'L’envoi a échoué. Réessayez.',
    off: 'Les inscriptions à notre lettre sont fermées pour le moment\u00a0: votre adresse n’a pas été conservée.',
    emailRequired: 'L’e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  },
  pwa: {
    updateAvailable: 'Une nouvelle version du site est disponible.',
    update: 'Mettre à jour',
    later: 'Plus tard',
    offline: 'Hors ligne\u00a0: les pages déjà vues restent consultables.',
    install: 'Installer l’application',
    installHint:
      'Pour installer ce site, choisissez «\u00a0Ajouter à l’écran d’accueil\u00a0» dans le menu de votre navigateur.',
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
