/**
 * The legal page's texts, the longest of the site: kept out of the dictionaries every page loads, they
 * ship with the legal page's chunk (`usePageCopy`) under the `legal` keys.
 */
const legal = {
  title: 'Mentions légales et confidentialité',
  intro: 'Qui édite ce site, qui l’héberge, et ce que nous faisons des informations que vous nous confiez.',
  contents: 'Sur cette page',
  notice: {
    title: 'Mentions légales',
    publisher: 'Éditeur',
    publisherText: 'Le site {{name}} est édité par {{publisher}}.',
    company: 'Forme juridique',
    companyText: '{{form}} au capital de {{capital}}',
    registration: 'Immatriculation',
    registrationText: 'RCS {{city}} {{number}}',
    vat: 'N° de TVA intracommunautaire',
    director: 'Directeur de la publication',
    address: 'Adresse',
    email: 'E-mail',
    phone: 'Téléphone',
    host: 'Hébergeur',
    hostPhone: 'Téléphone de l’hébergeur\u00a0: {{phone}}',
    property: 'Propriété intellectuelle',
    propertyText:
      'Les textes, visuels et marques de ce site appartiennent à {{publisher}} ou à leurs auteurs. Toute reproduction sans autorisation écrite est interdite.',
  },
  privacy: {
    title: 'Confidentialité',
    intro:
      'Nous ne collectons que ce qui est nécessaire pour vous répondre. Ce site n’utilise aucun outil publicitaire ni de mesure d’audience, et son seul cookie retient votre langue.',
    collectTitle: 'Ce que nous collectons',
    contact: {
      title: 'Formulaire de contact',
      text: 'Votre nom, votre adresse e-mail, le sujet et le message, ainsi que la langue dans laquelle vous lisez le site. Ils nous parviennent par e-mail à {{email}}, par l’intermédiaire de notre prestataire d’envoi d’e-mails, et servent uniquement à vous répondre. Écrit hors ligne, un message attend dans votre navigateur le retour de la connexion, sept jours au plus. Nous conservons les messages au plus {{retention}} après leur réception, puis les effaçons.',
    },
    newsletter: {
      title: 'Lettre d’information',
      text: 'Votre adresse e-mail et votre langue, pour vous envoyer une lettre par mois. À l’inscription, nous vous envoyons un lien de confirmation valable {{days}}\u00a0jours, et ne gardons votre adresse que le temps de l’envoyer (au plus {{retention}} s’il ne peut partir)\u202f; c’est en appuyant sur le bouton de la page de confirmation que votre adresse, votre langue et l’heure de votre accord sont enregistrées chez notre prestataire d’envoi d’e-mails. Chaque lettre contient un lien de désinscription, et vous pouvez aussi nous écrire à {{email}}. Nous gardons l’adresse jusqu’à votre désinscription.',
    },
    consultation: {
      title: 'Demande de consultation',
      text: 'Votre nom, votre adresse e-mail, le nom de votre entreprise et votre numéro de téléphone (ces deux derniers si vous les donnez), le type de projet, le budget, le calendrier et vos besoins, ainsi que la langue dans laquelle vous lisez le site. Ils nous parviennent par e-mail à {{email}}, par l’intermédiaire de notre prestataire d’envoi d’e-mails, et servent uniquement à préparer notre échange. Nous les conservons au plus {{retention}} après leur réception, puis les effaçons.',
    },
    processorsTitle: 'Qui d’autre reçoit vos données',
    processorsIntro:
      'Trois prestataires traitent des données pour notre compte, chacun seulement ce qui suit. Aucune autre entreprise n’est informée de votre visite.',
    processors: {
      host: 'Notre hébergeur, à qui votre navigateur demande chaque page et chaque fichier de ce site\u00a0: votre adresse IP, l’adresse demandée et le type de navigateur, pour vous les servir. Il garde aussi les messages et demandes que vous nous envoyez, au plus {{retention}}, pour qu’aucun ne se perde avant de nous parvenir.',
      email:
        'Notre prestataire d’envoi d’e-mails\u00a0: le contenu des formulaires que vous envoyez depuis ce site (avec votre adresse e-mail quand vous la donnez), pour nous le remettre à {{email}}.',
      bookingName: 'Calendly (Calendly LLC, États-Unis)',
      booking:
        'Notre outil de prise de rendez-vous, seulement si vous appuyez sur «\u00a0Réserver un appel\u00a0»\u00a0: votre adresse IP et les informations de votre navigateur quand son calendrier se charge, puis ce que vous y saisissez pour réserver. Calendly les traite selon sa propre politique de confidentialité.',
    },
    storageTitle: 'Ce que votre navigateur conserve',
    storageListIntro: 'Ces informations restent dans votre navigateur, et seule la langue nous est transmise\u00a0:',
    storage: {
      theme:
        'Le thème choisi (clair ou sombre), dans le stockage local (clé {{themeKey}})\u00a0: pour afficher le site ainsi dès votre prochaine visite. Sans choix, le site suit le réglage de votre appareil et rien n’est conservé.',
      language:
        'La langue des pages que vous lisez, dans le stockage local (clé {{key}}) et dans le cookie {{cookie}}, que votre navigateur joint à chaque page demandée pendant un an\u00a0: pour afficher le site dans cette langue lors de vos prochaines visites.',
      wizard:
        'Le brouillon du questionnaire de projet, dans le stockage local\u00a0: pour reprendre là où vous vous étiez arrêté. Il est effacé quand vous recommencez.',
      contact:
        'Le brouillon du formulaire de contact, dans le stockage de session\u00a0: pour ne pas perdre votre message si vous changez de page. Il disparaît à la fermeture de l’onglet.',
    },
    storageClear: 'Vous pouvez effacer ces informations à tout moment depuis les réglages de votre navigateur.',
    rightsTitle: 'Vos droits',
    rightsText:
      'Vous pouvez accéder à vos données, les rectifier ou les faire effacer en écrivant à {{email}}. Vous pouvez aussi adresser une réclamation à la CNIL.',
  },
};

export default legal;
