/** A `mailto:` link to a fixed address, with a prefilled subject (and body) encoded for any mail client. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${address}${query === '' ? '' : `?${query}`}`;
}
