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

  it('lets the first detected value decide, even when a later one is supported', () => {
    expect(resolveLanguage(['de', 'en'])).toBe('fr');
    expect(resolveLanguage(['en-US', 'fr'])).toBe('en');
  });

  it('falls back to French when nothing was detected', () => {
    expect(resolveLanguage(undefined)).toBe('fr');
    expect(resolveLanguage(null)).toBe('fr');
    expect(resolveLanguage([])).toBe('fr');
  });
});

describe('otherLanguage', () => {
  it('names the language the toggle switches to', () => {
    expect(otherLanguage('fr')).toBe('en');
    expect(otherLanguage('en')).toBe('fr');
  });
});
