/** The newsletter's confirmation e-mail, which the server writes (`server/leads/newsletter/email.ts`). */
const fr = {
  subject: 'Confirmez votre inscription à la newsletter de {{agency}}',
  hello: 'Bonjour,',
  asked:
    'Vous avez demandé à recevoir la newsletter de {{agency}}, une lettre par mois sur nos projets et nos conseils. Pour confirmer, ouvrez ce lien puis appuyez sur «\u00a0Confirmer mon inscription\u00a0»\u00a0:',
  button: 'Confirmer mon inscription',
  validity: 'Ce lien est valable {{days}}\u00a0jours.',
  ignore:
    'Si vous n’avez rien demandé, ignorez ce message\u00a0: sans confirmation, votre adresse n’est ni inscrite ni conservée.',
};

export default fr;
