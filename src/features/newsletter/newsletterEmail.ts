import { isValidEmail } from '../../lib/email';

export type NewsletterEmailError = 'emailRequired' | 'emailInvalid';

/** The newsletter's one field, checked with the site's shared e-mail rule. */
export function newsletterEmailError(value: string): NewsletterEmailError | null {
  if (value.trim() === '') return 'emailRequired';
  return isValidEmail(value) ? null : 'emailInvalid';
}
