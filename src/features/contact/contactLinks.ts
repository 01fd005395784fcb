import type { SiteConfig } from '../../config/siteConfig';

/** A `tel:` link keeps only the digits and a leading international `+` of the displayed number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export function addressLines({ street, postalCode, city, country }: SiteConfig['address']): string[] {
  return [street, `${postalCode} ${city}`, country];
}
