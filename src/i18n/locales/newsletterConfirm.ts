import type { Language } from '../languages';

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

/**
 * The confirmation page's copy, in its own chunk rather than the main bundle's dictionary: only visitors
 * who follow a confirmation link need it (see `usePageCopy`).
 */
export const newsletterConfirmCopy: Readonly<Record<Language, typeof fr>> = {
  fr,
  en: {
    title: 'Confirm your subscription',
    intro: 'One last step to receive our monthly letter.',
    address: 'Address to subscribe: {{email}}',
    button: 'Confirm my subscription',
    confirming: 'Confirming…',
    offline: 'You are offline: confirming needs a connection.',
    failed: 'Confirming failed. Please try again in a moment.',
    doneTitle: 'Subscription confirmed',
    doneText: 'Thank you! {{email}} will receive our next letter. Each one has an unsubscribe link.',
    expiredTitle: 'This link has expired',
    expiredText: 'Confirmation links are valid for {{days}} days. Sign up again to receive a new one.',
    invalidTitle: 'This link is not valid',
    invalidText: 'It is incomplete or was changed. Sign up again to receive a new link.',
    home: 'Back to home',
  },
};
