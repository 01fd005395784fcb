/** The home page's sections below its first screen, in their chunk (`homeBelow`); the contact band brings its own. */
const fr = {
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
  projectsTeaser: {
    eyebrow: 'Réalisations',
    subtitle: 'Quatre projets récents, de la fintech à l’éducation, conçus et livrés par notre équipe.',
  },
};

export default fr;
