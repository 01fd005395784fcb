import { businessHours, formatOpeningRange } from '../../../../src/features/contact/businessHours';
import { addressLines, mailtoHref, telHref } from '../../../../src/features/contact/contactLinks';

// Intl separates the parts with narrow and thin no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('contact details', () => {
  it.each([
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
    ['01.23.45.67.89', 'tel:0123456789'],
    ['(555) 010-0199 ext', 'tel:5550100199'],
    ['+1 (555) +010', 'tel:+1555010'],
  ])('dials %p with %p', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('writes to the address and lays out the postal address', () => {
    expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
    expect(addressLines({ street: '1 rue A', postalCode: '75001', city: 'Paris', country: 'France' })).toEqual([
      '1 rue A',
      '75001 Paris',
      'France',
    ]);
  });

  it('formats the opening hours in each language’s conventions', () => {
    const { opensAt, closesAt } = businessHours;
    expect(plain(formatOpeningRange('en', opensAt, closesAt))).toBe('9:00 AM – 6:00 PM');
    expect(plain(formatOpeningRange('fr', opensAt, closesAt))).toBe('09:00 – 18:00');
  });
});
