/** The newsletter confirmation page's copy, in its chunk: only visitors who follow a link need it. */
const fr = {
  title: 'Confirmez votre inscription',
  intro: 'Une dernière étape pour recevoir notre lettre mensuelle.',
  address: 'Adresse inscrite\u00a0: {{email}}',
  button: 'Confirmer mon inscription',
  confirming: 'Confirmation…',
  offline: 'Vous êtes hors ligne\u00a0: la confirmation demande une connexion.',
  failed: 'La confirmation a échoué. Réessayez dans un instant.',
  doneTitle: 'Inscription confirmée',
  doneText: 'Merci\u202f! {{email}} recevra notre prochaine lettre. Chacune contient un lien de désinscription.',
  expiredTitle: 'Ce lien a expiré',
  expiredText:
    'Les liens de confirmation sont valables {{days}}\u00a0jours. Inscrivez-vous à nouveau pour en recevoir un autre.',
  invalidTitle: 'Ce lien n’est pas valide',
  invalidText: 'Il est incomplet ou a été modifié. Inscrivez-vous à nouveau pour recevoir un nouveau lien.',
  home: 'Retour à l’accueil',
};

export default fr;
