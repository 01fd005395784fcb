import personErrors from '../personErrors/fr';

/**
 * The contact page's copy: kept out of the dictionaries every page loads, it ships with the contact page's
 * chunk (`usePageCopy`) under the `contact` keys.
 */
const contact = {
  hero: {
    eyebrow: 'Parlons de votre projet',
    title: 'Contactez-nous',
    subtitle:
      'Une question, une idée, un projet à lancer\u202f? Appelez-nous, écrivez-nous ou passez nous voir\u00a0: notre équipe vous répond rapidement.',
  },
  info: {
    title: 'Nos coordonnées',
    call: 'Appelez-nous',
    callText: 'Du lundi au vendredi, aux heures d’ouverture.',
    email: 'Écrivez-nous',
    emailText: 'Réponse sous 24 heures, les jours ouvrés.',
    visit: 'Rendez-nous visite',
    visitText: 'À l’agence, de préférence sur rendez-vous.',
  },
  form: {
    title: 'Envoyez-nous un message',
    intro: 'Tous les champs sont obligatoires.',
    invalid: 'Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.',
    name: 'Nom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
    messageHint: 'Au moins 10 caractères.',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    errors: {
      ...personErrors,
      subjectRequired: 'Le sujet est obligatoire',
      messageRequired: 'Le message est obligatoire',
      messageTooShort: 'Le message doit contenir au moins 10 caractères',
    },
    success: {
      title: 'Message envoyé\u202f!',
      text: 'Merci, nous vous répondons sous 24 heures ouvrées.',
      again: 'Envoyer un autre message',
    },
    failure: {
      title: 'Une erreur est survenue',
      text: 'Nous n’avons pas pu envoyer votre message. Veuillez réessayer plus tard.',
      retry: 'Réessayer',
    },
    queued: {
      title: 'Message conservé',
      text: 'Vous êtes hors ligne\u00a0: votre message est conservé et partira dès le retour de la connexion, même si vous fermez cette page.',
      inPage:
        'Vous êtes hors ligne\u00a0: votre message est conservé dans cet onglet et partira dès le retour de la connexion. Gardez-le ouvert d’ici là.',
    },
    dataNote: 'Votre message nous parvient par e-mail et ne sert qu’à vous répondre.',
  },
  faq: {
    title: 'Questions fréquentes',
    response: {
      question: 'Sous quel délai répondez-vous\u202f?',
      answer: 'Nous répondons à chaque message sous 24 heures, les jours ouvrés.',
    },
    consultation: {
      question: 'La première consultation est-elle payante\u202f?',
      answer: 'Non\u00a0: nous offrons une consultation gratuite de 30 minutes pour comprendre votre projet.',
    },
    include: {
      question: 'Que dois-je indiquer dans mon message\u202f?',
      answer: 'Décrivez votre projet, vos objectifs, votre budget approximatif et vos délais.',
    },
  },
  why: {
    title: 'Pourquoi nous contacter',
    fast: {
      title: 'Réponse rapide',
      text: 'Un membre de l’équipe vous répond en personne sous 24 heures ouvrées.',
    },
    expert: {
      title: 'Conseils d’experts',
      text: 'Des spécialistes du design, du développement et du marketing étudient votre demande.',
    },
    privacy: {
      title: 'Confidentialité garantie',
      text: 'Vos informations servent uniquement à vous répondre et ne sont jamais partagées.',
    },
  },
  hours: {
    title: 'Horaires d’ouverture',
    weekdays: 'Du lundi au vendredi',
    weekend: 'Samedi et dimanche',
    closed: 'Fermé',
  },
};

export default contact;
