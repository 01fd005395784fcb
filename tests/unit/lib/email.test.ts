import { emailAddress, emailError } from '../../../src/lib/email';

describe('the one e-mail rule (every form, tool and relay)', () => {
  it.each(['a@b.co', 'jane.doe@agency.example.com', '  padded@example.org  ', 'x+tag@sub.domain.io'])(
    'accepts %p',
    (value) => {
      expect(emailError(value)).toBeUndefined();
    },
  );

  it.each(['', '   '])('asks for an address when given %p', (value) => {
    expect(emailError(value)).toBe('emailRequired');
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b c.de', 'a@@b.co', 'a@b.', 'ana @example.com'])(
    'refuses %p',
    (value) => {
      expect(emailError(value)).toBe('emailInvalid');
    },
  );

  it('keeps an accepted address trimmed', () => {
    expect(emailAddress('  ana@example.com  ')).toBe('ana@example.com');
  });
});
