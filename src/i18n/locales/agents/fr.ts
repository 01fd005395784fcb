/** The agent tools' words and the approval dialog's, in the tools' chunk that only a browser with WebMCP loads. */
const fr = {
  dialog: {
    title: 'Votre assistant IA demande votre accord',
    intro: 'Il propose d’envoyer en votre nom\u00a0: {{action}}. Rien ne part sans votre accord.',
    listLabel: 'Ce qui serait envoyé',
    confirm: 'Confirmer l’envoi',
    decline: 'Refuser',
  },
  answers: {
    declined: 'Le visiteur a refusé\u00a0: rien n’a été envoyé.',
    cancelled: 'La demande a été retirée avant la réponse du visiteur\u00a0: rien n’a été envoyé.',
    busy: 'Une autre demande attend déjà la réponse du visiteur\u00a0: rien n’a été envoyé.',
    notReady: 'Le formulaire de la page se charge encore\u00a0: rien n’a été envoyé. Réessayez dans un instant.',
    error: 'L’outil a rencontré une erreur inattendue.',
    formBusy:
      'Le formulaire envoie déjà une demande précédente, ou la garde jusqu’au retour de la connexion\u00a0: rien de nouveau n’a été envoyé. Réessayez quand la page l’indique envoyée.',
  },
  errors: {
    notAnObject: 'L’entrée doit être un objet JSON.',
    unknown: '«\u00a0{{field}}\u00a0» n’est pas un paramètre de cet outil (paramètres\u00a0: {{allowed}}).',
    required: '«\u00a0{{field}}\u00a0» est obligatoire.',
    type: '«\u00a0{{field}}\u00a0» doit être {{type}}.',
    types: { string: 'une chaîne de caractères', integer: 'un nombre entier', boolean: 'un booléen' },
    enum: '«\u00a0{{field}}\u00a0» doit valoir l’une de ces valeurs\u00a0: {{allowed}}.',
    tooShort: '«\u00a0{{field}}\u00a0» doit compter au moins {{limit}} caractères.',
    tooLong: '«\u00a0{{field}}\u00a0» doit compter au plus {{limit}} caractères.',
    tooSmall: '«\u00a0{{field}}\u00a0» doit valoir au moins {{limit}}.',
    tooLarge: '«\u00a0{{field}}\u00a0» doit valoir au plus {{limit}}.',
    pattern: '«\u00a0{{field}}\u00a0» n’a pas la forme attendue.',
  },
  requestConsultation: {
    title: 'Demander une consultation',
    description:
      'Prépare une demande de consultation auprès de {{agency}} (le formulaire «\u00a0Démarrer votre projet\u00a0» de cette page) pour le visiteur, avec ses coordonnées. Le formulaire est rempli sous ses yeux et rien ne part avant qu’il confirme dans la page. L’agence répond par e-mail sous 24 heures ouvrées. Réponse\u00a0: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input) et l’id de la demande.',
    action: 'une demande de consultation à {{agency}}',
    projectType: 'Le type de projet\u00a0: {{options}}.',
    budget: 'Le budget\u00a0: {{options}}.',
    timeline: 'Le calendrier\u00a0: {{options}}.',
    requirements: 'Les besoins, en texte libre (objectifs, fonctionnalités, public). Facultatif.',
    name: 'Le nom de la personne qui demande.',
    email: 'Son adresse e-mail, où l’agence répond.',
    company: 'Son entreprise (facultatif).',
    phone: 'Son téléphone (chiffres, espaces, + ( ) . - /, de 6 à 20 chiffres). Facultatif.',
    outcomes: {
      sent: 'Envoyé à l’agence, qui répond par e-mail sous 24 heures ouvrées.',
      stored: 'Reçu par l’agence, qui répond par e-mail sous 24 heures ouvrées.',
      queued:
        'Le visiteur est hors ligne\u00a0: la demande est gardée dans son navigateur et partira une fois, dès le retour de la connexion.',
      failed: 'L’envoi a échoué\u00a0: la page propose au visiteur de réessayer.',
      rejected: 'L’agence a refusé la demande\u00a0: la page propose au visiteur de l’envoyer par e-mail.',
      off: 'L’agence ne prend pas de demande de consultation pour le moment\u00a0: rien n’a été envoyé.',
    },
  },
  sendContactMessage: {
    title: 'Écrire à l’agence',
    description:
      'Envoie un message à {{agency}} par le formulaire de contact de cette page, pour le visiteur. Le formulaire est rempli sous ses yeux et rien ne part avant qu’il confirme dans la page. Réponse\u00a0: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input).',
    action: 'un message à {{agency}}',
    name: 'Le nom de la personne qui écrit.',
    email: 'Son adresse e-mail, où l’agence répond.',
    subject: 'Le sujet du message.',
    message: 'Le message (au moins {{min}} caractères).',
    outcomes: {
      sent: 'Message envoyé à l’agence, qui répond par e-mail sous 24 heures ouvrées.',
      stored: 'Message reçu par l’agence, qui répond par e-mail sous 24 heures ouvrées.',
      queued:
        'Le visiteur est hors ligne\u00a0: le message est gardé dans son navigateur et partira une fois, dès le retour de la connexion.',
      failed: 'L’envoi a échoué\u00a0: la page propose au visiteur de réessayer.',
      rejected: 'L’agence a refusé le message\u00a0: la page propose au visiteur de le corriger et de réessayer.',
      off: 'L’agence ne prend pas de message pour le moment\u00a0: rien n’a été envoyé.',
    },
  },
  subscribeNewsletter: {
    title: 'S’abonner à la lettre',
    description:
      'Inscrit une adresse e-mail à la lettre mensuelle de {{agency}} par le formulaire du pied de page, pour le visiteur, après sa confirmation dans la page. Un e-mail de confirmation part vers l’adresse\u00a0: l’inscription n’est faite qu’une fois son lien suivi. Réponse\u00a0: status (sent, stored, queued, failed, rejected, off, declined, cancelled, busy, invalid_input).',
    action: 'une inscription à la lettre de {{agency}}',
    email: 'L’adresse e-mail à inscrire.',
    outcomes: {
      sent: 'Un e-mail de confirmation est parti vers {{email}}\u00a0: l’inscription sera faite quand le visiteur cliquera sur son lien.',
      stored:
        'Le site a reçu l’inscription de {{email}} et gardé son e-mail de confirmation\u00a0: l’inscription sera faite quand le visiteur suivra son lien.',
      queued: 'Le visiteur est hors ligne\u00a0: l’e-mail de confirmation partira dès le retour de la connexion.',
      failed: 'L’inscription a échoué\u00a0: le visiteur peut réessayer depuis le pied de page.',
      rejected:
        'Le site a refusé l’inscription\u00a0: le visiteur peut réessayer avec une autre adresse depuis le pied de page.',
      off: 'Les inscriptions à la lettre sont fermées pour le moment\u00a0: rien n’a été envoyé.',
    },
  },
  searchProjects: {
    title: 'Rechercher dans nos projets',
    description:
      'Cherche parmi les projets réalisés par {{agency}} et renvoie, pour chacun, son titre, sa catégorie, son année, son résumé et l’adresse de son étude de cas, en français. Sans paramètre, renvoie tous les projets.',
    query:
      'Un mot ou une expression, cherché sans tenir compte des majuscules, des accents, des espaces ni de la ponctuation dans le titre, le résumé, la catégorie, le client, le secteur, les services et les technologies de chaque projet, comme le fait le champ de recherche de la page (par exemple «\u00a0paiement\u00a0», «\u00a0sante\u00a0» ou «\u00a0React\u00a0»). Vide ou absent\u00a0: tous les projets.',
    category: 'Ne garder que les projets d’une catégorie\u00a0: {{categories}}. Absente\u00a0: toutes les catégories.',
  },
};

export default fr;
