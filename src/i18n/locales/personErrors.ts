import type { PersonErrorCode } from '../../lib/leads/person';
import type { Language } from '../languages';

/**
 * The messages of the person fields' rules (`lib/leads/person.ts`), in the words the contact form has used
 * since the spec: the wizard's fields say the same, from this one place, in each page's own chunk.
 */
export const personErrors: Readonly<Record<Language, Record<PersonErrorCode, string>>> = {
  fr: {
    nameRequired: 'Le nom est obligatoire',
    emailRequired: 'L’e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
  },
  en: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid phone number',
  },
};
