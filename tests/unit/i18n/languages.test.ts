import { otherLanguage, resolveLanguage } from '../../../src/i18n/languages';

describe('resolveLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    ['fr-CA', 'fr'],
    ['de', 'fr'],
    ['', 'fr'],
  ])('resolves %p to %p', (detected, expected) => {
    expect(resolveLanguage(detected)).toBe(expected);
  });

  it('falls back to French when nothing was detected', () => {
    expect(resolveLanguage(undefined)).toBe('fr');
    expect(resolveLanguage(null)).toBe('fr');
  });
});

describe('otherLanguage', () => {
  it('names the language the toggle switches to', () => {
    expect(otherLanguage('fr')).toBe('en');
    expect(otherLanguage('en')).toBe('fr');
  });
});
