import type { Language } from '../languages';

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
    error: 'L’outil a rencontré une erreur inattendue.',
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
  searchProjects: {
    title: 'Rechercher dans nos projets',
    description:
      'Cherche parmi les projets réalisés par {{agency}} et renvoie, pour chacun, son titre, sa catégorie, son année, son résumé et l’adresse de son étude de cas, en français. Sans paramètre, renvoie tous les projets.',
    query:
      'Un mot ou une expression, cherché tel quel et sans tenir compte des majuscules dans le titre, le résumé et les technologies de chaque projet, comme le fait le champ de recherche de la page (par exemple «\u00a0paiement\u00a0» ou «\u00a0React\u00a0»). Vide ou absent\u00a0: tous les projets.',
    category: 'Ne garder que les projets d’une catégorie\u00a0: {{categories}}. Absente\u00a0: toutes les catégories.',
  },
};

/**
 * The words of the site's agent tools (their descriptions, answers and errors, in the visitor's language)
 * and of the dialog that asks the visitor's approval: in the tools' own chunk, which only a browser with
 * WebMCP loads, rather than in the dictionary every page loads (see `usePageCopy`).
 */
export const agentsCopy: Readonly<Record<Language, typeof fr>> = {
  fr,
  en: {
    dialog: {
      title: 'Your AI assistant asks for your approval',
      intro: 'It offers to send this on your behalf: {{action}}. Nothing leaves without your approval.',
      listLabel: 'What would be sent',
      confirm: 'Confirm and send',
      decline: 'Decline',
    },
    answers: {
      declined: 'The visitor declined: nothing was sent.',
      cancelled: 'The request was withdrawn before the visitor answered: nothing was sent.',
      busy: 'Another request is already awaiting the visitor’s answer: nothing was sent.',
      error: 'The tool ran into an unexpected error.',
    },
    errors: {
      notAnObject: 'The input must be a JSON object.',
      unknown: '“{{field}}” is not a parameter of this tool (parameters: {{allowed}}).',
      required: '“{{field}}” is required.',
      type: '“{{field}}” must be {{type}}.',
      types: { string: 'a string', integer: 'a whole number', boolean: 'a boolean' },
      enum: '“{{field}}” must be one of these values: {{allowed}}.',
      tooShort: '“{{field}}” must have at least {{limit}} characters.',
      tooLong: '“{{field}}” must have at most {{limit}} characters.',
      tooSmall: '“{{field}}” must be at least {{limit}}.',
      tooLarge: '“{{field}}” must be at most {{limit}}.',
      pattern: '“{{field}}” does not have the expected form.',
    },
    searchProjects: {
      title: 'Search our projects',
      description:
        'Searches the projects {{agency}} has delivered and returns, for each, its title, category, year, summary and the address of its case study, in English. Without parameters, returns every project.',
      query:
        'A word or phrase, looked for as it is and ignoring case in each project’s title, summary and technologies, as the page’s search box does (for example “payment” or “React”). Empty or absent: every project.',
      category: 'Keep only the projects of one category: {{categories}}. Absent: every category.',
    },
  },
};
