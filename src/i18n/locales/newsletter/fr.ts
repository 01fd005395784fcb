/** The newsletter sign-up's copy, with the form wherever it appears (the footer, the confirmation page, the agents' tool). */
const fr = {
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
};

export default fr;
