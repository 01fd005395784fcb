/** The expertise page's own copy, in its chunk. */
const fr = {
  lead: 'Sept savoir-faire, une seule méthode\u00a0: comprendre votre métier avant d’écrire la première ligne, puis livrer par étapes que vous pouvez mesurer.',
  areasLabel: 'Nos domaines',
  web: {
    text: 'Sites de présentation, plateformes et applications web\u00a0: rapides sur un téléphone d’entrée de gamme, accessibles à tous, faciles à faire évoluer par vos équipes.',
    items: {
      first: 'Sites et applications React',
      second: 'Plateformes et outils métier',
      third: 'Accessibilité RGAA et WCAG',
    },
  },
  mobile: {
    text: 'Applications iOS et Android, ou applications web installables depuis le navigateur\u00a0: nous choisissons avec vous ce que vos utilisateurs ouvriront vraiment, et nous la faisons marcher hors ligne.',
    items: {
      first: 'Applications iOS et Android',
      second: 'Applications web installables (PWA)',
      third: 'Fonctionnement hors ligne',
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
      second: 'Campagnes publicitaires',
      third: 'Tableaux de bord de performance',
    },
  },
  social: {
    text: 'Ligne éditoriale, création et animation\u00a0: une présence régulière sur les réseaux où sont vos clients, et des chiffres pour savoir ce qui porte.',
    items: {
      first: 'Stratégie et calendrier éditorial',
      second: 'Création de contenus et de visuels',
      third: 'Animation de communauté et modération',
    },
  },
  innovation: {
    text: 'Notre laboratoire éprouve les technologies de demain sur vos cas d’usage, par des prototypes courts, avant que vous n’y engagiez un budget\u00a0: l’intelligence artificielle dans vos outils, l’informatique quantique pour préparer vos systèmes, le métavers pour montrer vos produits autrement.',
    items: {
      first: 'Intelligence artificielle\u00a0: assistants, recommandations et analyses prédictives',
      second: 'Informatique quantique\u00a0: veille, prototypes et cryptographie post-quantique',
      third: 'Métavers\u00a0: présentations de produits et formations immersives en 3D',
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

export default fr;
