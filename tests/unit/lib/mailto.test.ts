import { mailtoHref } from '../../../src/lib/mailto';

describe('mailtoHref', () => {
  it('is the bare address without fields', () => {
    expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
  });

  it('encodes the subject and body so any mail client reads them back intact', () => {
    const href = mailtoHref('hello@example.com', { subject: 'Demande & devis ?', body: 'Ligne 1\nLigne 2' });
    expect(href).toBe('mailto:hello@example.com?subject=Demande%20%26%20devis%20%3F&body=Ligne%201%0ALigne%202');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Demande & devis ?');
    expect(url.searchParams.get('body')).toBe('Ligne 1\nLigne 2');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('hello@example.com', { subject: '', body: 'Bonjour' })).toBe(
      'mailto:hello@example.com?body=Bonjour',
    );
  });
});
