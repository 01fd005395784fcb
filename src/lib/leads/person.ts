import type { EmailError } from '../email';

/**
 * The rules for a person's name and phone number (the address's is `lib/email.ts`), shared by every form that asks who is
 * writing (the contact form, the consultation wizard), so the same value earns the same message everywhere.
 */
export type PersonErrorCode = 'nameRequired' | EmailError | 'phoneInvalid';

export const isBlank = (value: string) => value.trim() === '';

export function nameError(value: string): 'nameRequired' | undefined {
  return isBlank(value) ? 'nameRequired' : undefined;
}

// Spaces as typed or pasted (French typography's no-break ones included), never a tab, line break or other control.
const PHONE_SHAPE = /^\+?[\d ().\-/\u00a0\u202f]+$/;

/** An optional phone number: digits with the usual separators and an optional leading `+`, 6 to 20 digits. */
export function phoneError(value: string): 'phoneInvalid' | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const digits = trimmed.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(trimmed) && digits >= 6 && digits <= 20 ? undefined : 'phoneInvalid';
}
