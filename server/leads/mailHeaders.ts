/** Never in a mail header from a visitor: C0/C1 controls, DEL, line separators, bidirectional controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const UNSAFE_IN_HEADERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A header value built from visitor input (a subject, a display name), on one line: each run of those characters
 * becomes a space, spaces are collapsed. Every header the relays build from what a visitor typed goes through it.
 */
export function headerText(value: string): string {
  return value.replace(UNSAFE_IN_HEADERS, ' ').replace(/\s+/g, ' ').trim();
}

/** A visitor's address as a header value, or `undefined` when cleaning would change it: a different mailbox. */
export function headerAddress(address: string): string | undefined {
  return headerText(address) === address ? address : undefined;
}

/** `"Name" <address>` for a visitor's `Reply-To`, the name cleaned and quoted; the address alone without one. */
export function mailbox(name: string, address: string): string | undefined {
  const safeAddress = headerAddress(address);
  const safeName = headerText(name);
  if (safeAddress === undefined || safeName === '') return safeAddress;
  return `"${safeName.replace(/[\\"]/g, '\\$&')}" <${safeAddress}>`;
}
