import { isValidEmail } from '../../lib/email';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const MESSAGE_MIN_LENGTH = 10;

export type ContactErrorCode =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired' | 'messageTooShort';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

const isBlank = (value: string) => value.trim() === '';

const rules: Record<ContactField, (value: string) => ContactErrorCode | undefined> = {
  name: (value) => (isBlank(value) ? 'nameRequired' : undefined),
  email: (value) => {
    if (isBlank(value)) return 'emailRequired';
    return isValidEmail(value) ? undefined : 'emailInvalid';
  },
  subject: (value) => (isBlank(value) ? 'subjectRequired' : undefined),
  message: (value) => {
    if (isBlank(value)) return 'messageRequired';
    return value.trim().length < MESSAGE_MIN_LENGTH ? 'messageTooShort' : undefined;
  },
};

export function validateField(field: ContactField, value: string): ContactErrorCode | undefined {
  return rules[field](value);
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const code = validateField(field, values[field]);
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** The first invalid field in the form's order, where focus goes after a refused submit. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return contactFields.find((field) => errors[field] !== undefined);
}
