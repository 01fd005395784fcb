// A bare address only: no display name, comment, quoted part, list or invisible character, which mail libraries
// would reduce to another mailbox than the one checked (issue 45). Letters of any script are allowed (EAI, IDN).
const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;
// RFC 5321's limits: 64 characters before the @, 254 in all.
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

export type EmailError = 'emailRequired' | 'emailInvalid';

/**
 * The site's one e-mail rule, for every form, every agent tool and every relay: an address is required, and is
 * a bare `name@domain.tld` once trimmed. Why a value is refused, or undefined when it is an address.
 */
export function emailError(value: string): EmailError | undefined {
  const address = emailAddress(value);
  if (address === '') return 'emailRequired';
  return isBareAddress(address) ? undefined : 'emailInvalid';
}

function isBareAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.length > MAX_ADDRESS) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return (
    local.length <= MAX_LOCAL &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) ?? '')
  );
}

/**
 * An accepted value as the site keeps and sends the address: trimmed, in Unicode's composed form (an `é` typed
 * two ways is one address) and its domain in lower case, which mail ignores.
 */
export function emailAddress(value: string): string {
  const address = value.trim().normalize('NFC');
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}
