const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailError = 'emailRequired' | 'emailInvalid';

/**
 * The site's one e-mail rule, for every form, every agent tool and every relay: an address is required, and
 * has the shape a@b.c once trimmed. Why a value is refused, or undefined when it is an address.
 */
export function emailError(value: string): EmailError | undefined {
  const address = emailAddress(value);
  if (address === '') return 'emailRequired';
  return EMAIL_SHAPE.test(address) ? undefined : 'emailInvalid';
}

/** An accepted value as the site keeps and sends the address: trimmed. */
export function emailAddress(value: string): string {
  return value.trim();
}
