/** The contact band's copy, with the band wherever it closes a page (the home, the expertise page). */
const fr = {
  contactBanner: {
    title: 'Un projet en tête\u202f?',
    text: 'Parlons-en\u00a0: la première consultation est offerte.',
    cta: 'Demander une consultation',
    orWrite: 'Ou écrivez-nous\u00a0:',
    subject: 'Demande de consultation',
  },
};

export default fr;
