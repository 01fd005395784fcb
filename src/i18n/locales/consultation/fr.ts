import personErrors from '../personErrors/fr';

/**
 * The consultation wizard's copy: kept out of the dictionaries every page loads, it ships with the wizard's
 * chunk (`usePageCopy`) under the `consultation` keys. The relay reads its option labels too.
 */
const consultation = {
  eyebrow: 'Consultation gratuite',
  title: 'Démarrer votre projet',
  subtitle: 'Quatre questions pour préparer notre premier échange.',
  progress: 'Étape {{current}} sur {{total}}',
  back: 'Retour',
  next: 'Suivant',
  send: 'Envoyer ma demande',
  dataNote:
    'Vos réponses et vos coordonnées nous parviennent par e-mail et ne servent qu’à vous répondre et à préparer notre échange.',
  steps: {
    choiceHint: 'Les flèches du clavier parcourent les choix, Entrée ou Espace choisit et passe à la suite.',
    projectType: {
      title: 'Quel type de projet envisagez-vous\u202f?',
      website: 'Site web',
      mobileApp: 'Application mobile',
      ecommerce: 'Plateforme e-commerce',
      customSoftware: 'Logiciel sur mesure',
    },
    budget: {
      title: 'Quel est votre budget\u202f?',
      small: 'Moins de 10\u202f000\u00a0€',
      medium: 'De 10\u202f000\u00a0€ à 50\u202f000\u00a0€',
      large: 'De 50\u202f000\u00a0€ à 100\u202f000\u00a0€',
      enterprise: '100\u202f000\u00a0€ et plus',
    },
    timeline: {
      title: 'Quel est votre calendrier\u202f?',
      immediate: 'Dès que possible',
      oneMonth: 'Sous un mois',
      threeMonths: 'Sous trois mois',
      flexible: 'Flexible',
    },
    requirements: {
      title: 'Parlez-nous de votre projet',
      label: 'Vos besoins',
      placeholder: 'Objectifs, fonctionnalités attendues, public visé…',
      hint: 'Facultatif\u00a0: vous pourrez aussi nous en parler pendant l’appel.',
      counter: '{{used}} / {{max}} caractères',
      remaining: 'Caractères restants\u00a0: {{remaining}}',
    },
  },
  contactDetails: {
    legend: 'Vos coordonnées',
    hint: 'Pour que nous puissions vous répondre.',
    name: 'Nom',
    email: 'E-mail',
    company: 'Entreprise (facultatif)',
    phone: 'Téléphone (facultatif)',
    invalid: 'Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.',
    errors: personErrors,
  },
  review: {
    open: 'Vérifier ma demande',
    title: 'Vérifiez votre demande',
    intro:
      'Voici ce que nous recevrons. Rien n’est envoyé avant que vous appuyiez sur «\u00a0Envoyer ma demande\u00a0».',
    change: 'Modifier',
    changeWhat: ' ({{what}})',
  },
  summary: {
    title: 'Résumé de votre projet',
    projectType: 'Type de projet',
    budget: 'Budget',
    timeline: 'Calendrier',
    requirements: 'Besoins',
    name: 'Nom',
    email: 'E-mail',
    company: 'Entreprise',
    phone: 'Téléphone',
    notGiven: 'Non précisé',
    intro: 'Voici vos réponses. Réservez un appel pour en parler avec notre équipe.',
    noRequirements: 'Aucun besoin précisé',
    status: 'Statut de la demande',
    bookCall: 'Réserver un appel',
    newTab: '(s’ouvre dans un nouvel onglet)',
    startOver: 'Recommencer',
    bookingNote:
      'La prise de rendez-vous est assurée par Calendly\u00a0: rien ne lui est transmis avant que vous appuyiez sur «\u00a0Réserver un appel\u00a0».',
  },
  delivery: {
    idle: 'Votre demande est prête à être envoyée.',
    sending: 'Envoi de votre demande…',
    queued:
      'Vous êtes hors ligne\u00a0: votre demande est conservée dans ce navigateur et partira dès le retour de la connexion. Nous vous répondrons dès sa réception.',
    sent: 'Votre demande a bien été envoyée. Nous vous répondons par e-mail sous 24 heures ouvrées.',
    stored: 'Votre demande a bien été reçue. Nous vous répondons par e-mail sous 24 heures ouvrées.',
    failed: 'Votre demande n’a pas pu être envoyée.',
    rejected: 'Votre demande n’a pas pu être transmise, et la renvoyer n’y changerait rien.',
  },
  fallback: {
    hint: 'Réessayez dans un instant, ou envoyez-nous vos réponses par e-mail.',
    finalHint: 'Envoyez-nous plutôt vos réponses par e-mail.',
    retry: 'Réessayer l’envoi',
    email: 'Envoyer par e-mail',
    subject: 'Demande de consultation de projet',
    greeting: 'Bonjour,',
    intro: 'Voici ma demande de projet\u00a0:',
    separator: '\u00a0: ',
    fields: { name: 'Nom', email: 'E-mail', company: 'Entreprise', phone: 'Téléphone' },
    reference: 'Référence',
  },
};

export default consultation;
