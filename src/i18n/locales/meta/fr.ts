/** Each page's title and description, for the document's head: in the chunk that updates it after a page change, and in the server's copy. */
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
};

export default fr;
