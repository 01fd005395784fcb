import type { PersonErrorCode } from '../../../lib/leads/person';

const en: Readonly<Record<PersonErrorCode, string>> = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
};

export default en;
