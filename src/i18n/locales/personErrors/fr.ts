import type { PersonErrorCode } from '../../../lib/leads/person';

/** The person fields' messages (`lib/leads/person.ts`), shared by the contact form's and the wizard's copy. */
const fr: Readonly<Record<PersonErrorCode, string>> = {
  nameRequired: 'Le nom est obligatoire',
  emailRequired: 'L’e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
};

export default fr;
