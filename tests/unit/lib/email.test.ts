import { isValidEmail } from '../../../src/lib/email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'jane.doe@agency.example.com', '  padded@example.org  ', 'x+tag@sub.domain.io'])(
    'accepts %p',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each(['', '   ', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b c.de', 'a@@b.co', 'a@b.'])(
    'rejects %p',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});
