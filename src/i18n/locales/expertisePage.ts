import type { Language } from '../languages';

const fr = {
  lead: 'Quatre équipes spécialisées, une seule méthode\u00a0: comprendre votre métier avant d’écrire la première ligne, puis livrer par étapes que vous pouvez mesurer.',
  areasLabel: 'Nos domaines',
  web: {
    text: 'Sites vitrines, plateformes et applications web\u00a0: rapides sur un téléphone d’entrée de gamme, accessibles à tous, faciles à faire évoluer par vos équipes.',
    items: {
      first: 'Sites et applications React',
      second: 'Applications mobiles et installables',
      third: 'Accessibilité RGAA et WCAG',
    },
  },
  blockchain: {
    text: 'Contrats intelligents, jetons et applications décentralisées, audités avant chaque mise en production et expliqués à ceux qui devront les faire vivre.',
    items: {
      first: 'Contrats intelligents audités',
      second: 'Jetons et actifs numériques',
      third: 'Traçabilité et registres partagés',
    },
  },
  banking: {
    text: 'Parcours bancaires, paiements et conformité\u00a0: nous concevons des services financiers clairs pour vos clients et solides pour vos auditeurs.',
    items: {
      first: 'Ouverture de compte en ligne',
      second: 'Paiements et virements instantanés',
      third: 'Conformité DSP2 et RGPD',
    },
  },
  marketing: {
    text: 'Acquisition, fidélisation et mesure\u00a0: des campagnes pilotées par les chiffres, au service d’une marque que l’on reconnaît.',
    items: {
      first: 'Référencement et contenus',
      second: 'Campagnes et réseaux sociaux',
      third: 'Tableaux de bord de performance',
    },
  },
  how: {
    title: 'Notre méthode',
    steps: {
      understand: {
        title: 'Comprendre',
        text: 'Ateliers avec vos équipes et vos clients\u00a0: le problème, les contraintes, ce qui compte vraiment.',
      },
      design: {
        title: 'Concevoir',
        text: 'Prototypes testés avec de vrais utilisateurs avant d’écrire la moindre ligne de code.',
      },
      build: {
        title: 'Construire',
        text: 'Des livraisons toutes les deux semaines, visibles et mesurables, jusqu’à la mise en ligne.',
      },
      grow: {
        title: 'Faire grandir',
        text: 'Suivi, améliorations et formation de vos équipes, pour un produit qui vit sans nous.',
      },
    },
  },
  forWhom: {
    title: 'Pour qui',
    text: 'Des organisations de toutes tailles, qui ont un service numérique à lancer ou à remettre d’aplomb.',
    clients: {
      startups: 'Startups et scale-ups',
      finance: 'Banques et fintechs',
      retail: 'Commerce et marques',
      public: 'Santé et éducation',
    },
  },
};

/** The expertise page's own copy, in its chunk (see `usePageCopy`); titles come from `expertise` in the dictionary. */
export const expertisePageCopy: Readonly<Record<Language, typeof fr>> = {
  fr,
  en: {
    lead: 'Four specialised teams, one method: understand your business before writing the first line, then deliver in steps you can measure.',
    areasLabel: 'Our fields',
    web: {
      text: 'Showcase sites, platforms and web applications: fast on an entry-level phone, accessible to everyone, easy for your teams to evolve.',
      items: {
        first: 'React sites and applications',
        second: 'Mobile and installable apps',
        third: 'WCAG accessibility',
      },
    },
    blockchain: {
      text: 'Smart contracts, tokens and decentralised applications, audited before every release and explained to the people who will run them.',
      items: {
        first: 'Audited smart contracts',
        second: 'Tokens and digital assets',
        third: 'Traceability and shared ledgers',
      },
    },
    banking: {
      text: 'Banking journeys, payments and compliance: we design financial services that are clear for your customers and solid for your auditors.',
      items: {
        first: 'Online account opening',
        second: 'Instant payments and transfers',
        third: 'PSD2 and GDPR compliance',
      },
    },
    marketing: {
      text: 'Acquisition, retention and measurement: campaigns steered by the numbers, for a brand people recognise.',
      items: { first: 'Search and content', second: 'Campaigns and social media', third: 'Performance dashboards' },
    },
    how: {
      title: 'Our method',
      steps: {
        understand: {
          title: 'Understand',
          text: 'Workshops with your teams and your customers: the problem, the constraints, what really matters.',
        },
        design: {
          title: 'Design',
          text: 'Prototypes tested with real users before a single line of code is written.',
        },
        build: {
          title: 'Build',
          text: 'A delivery every two weeks, visible and measurable, all the way to launch.',
        },
        grow: {
          title: 'Grow',
          text: 'Follow-up, improvements and training for your teams, for a product that lives without us.',
        },
      },
    },
    forWhom: {
      title: 'Who we work for',
      text: 'Organisations of every size with a digital service to launch or to put back on its feet.',
      clients: {
        startups: 'Start-ups and scale-ups',
        finance: 'Banks and fintechs',
        retail: 'Retail and brands',
        public: 'Health and education',
      },
    },
  },
};
