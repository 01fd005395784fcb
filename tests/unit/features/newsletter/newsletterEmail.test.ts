import { newsletterEmailError } from '../../../../src/features/newsletter/newsletterEmail';

describe('newsletter e-mail rule', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ana', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana @example.com', 'emailInvalid'],
    ['ana@example.com', null],
    ['  ana@example.com  ', null],
  ])('%j gives %s', (value, expected) => {
    expect(newsletterEmailError(value)).toBe(expected);
  });
});
