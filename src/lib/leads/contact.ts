import { isLanguage, type Language } from '../../i18n/languages';
import { emailAddress, emailError } from '../email';
import { isRecord } from '../isRecord';
import { isRequestId } from './ids';
import { isBlank, nameError } from './person';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const MESSAGE_MIN_LENGTH = 10;

/** The longest value of each field the relay accepts; the form's fields stop there too. */
export const contactMaxLengths: Record<ContactField, number> = { name: 200, email: 254, subject: 200, message: 5000 };

export type ContactErrorCode =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired' | 'messageTooShort';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

const rules: Record<ContactField, (value: string) => ContactErrorCode | undefined> = {
  name: nameError,
  email: emailError,
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

/** The JSON the page sends to `POST /api/contact`: the message, its one id, and the spam fields. */
export interface ContactPayload extends ContactValues {
  id: string;
  lng: Language;
  /** The honeypot: empty from a person. */
  website: string;
  /** How long the draft had been open when first sent, in milliseconds of page time. */
  draftMs: number;
}

/** The message as the relay keeps and sends it: trimmed values, a lower-case id. */
export interface ContactMessage extends ContactValues {
  id: string;
  lng: Language;
}

export type ParsedContact = { ok: true; message: ContactMessage } | { ok: false; field: string };

/** Checks a decoded JSON body with the form's own rules; the first wrong field is named in the answer. */
export function parseContactMessage(body: unknown): ParsedContact {
  if (!isRecord(body)) return { ok: false, field: 'body' };
  const record = body;
  if (!isRequestId(record.id)) return { ok: false, field: 'id' };
  const values = { ...emptyContactValues };
  for (const field of contactFields) {
    const value = record[field];
    if (
      typeof value !== 'string' ||
      value.length > contactMaxLengths[field] ||
      validateField(field, value) !== undefined
    )
      return { ok: false, field };
    values[field] = field === 'email' ? emailAddress(value) : value.trim();
  }
  const { lng, draftMs } = record;
  if (lng !== undefined && !isLanguage(lng)) return { ok: false, field: 'lng' };
  if (draftMs !== undefined && (typeof draftMs !== 'number' || !Number.isFinite(draftMs) || draftMs < 0))
    return { ok: false, field: 'draftMs' };
  return { ok: true, message: { id: record.id.toLowerCase(), ...values, lng: lng ?? 'fr' } };
}
