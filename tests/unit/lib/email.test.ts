import fc from 'fast-check';
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

  it.each(['chloé@exemple.fr', 'zoe@café.fr', "o'brien@example.ie", 'a.b-c_d@xn--caf-dma.fr'])(
    'accepts %p, an address of another script or spelling',
    (value) => {
      expect(emailError(value)).toBeUndefined();
    },
  );

  // The spellings a mail library reduces to victim@x.example, each of which got its own confirmation e-mail.
  it.each([
    'a<victim@x.example>',
    '"c"<victim@x.example>',
    'victim@x.example>',
    'victim(c1)@x.example',
    'x,victim@x.example',
    'y;victim@x.example',
    '"victim"@x.example',
    'vic\u200btim@x.example',
    'victim@x\u200b.example',
    'vic\u00adtim@x.example',
    'victim@x.example\u202e',
    'vic\ttim@x.example',
    'victim@x.example\nBcc: b@y.example',
    'a..b@x.example',
    '.a@x.example',
    'a.@x.example',
    'a@-x.example',
    'a@x-.example',
    'a@x.e',
    'a@x.123',
    `${'a'.repeat(65)}@x.example`,
    `a@${'b'.repeat(250)}.fr`,
  ])('refuses %p, which is not a bare address', (value) => {
    expect(emailError(value)).toBe('emailInvalid');
  });

  it('refuses any address with a character of a display name, comment, list or route in it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Array.from('<>()[]",;:\\ \t\r\n\u0000\u200b\u200c\u200d\u2060\ufeff\u00ad\u202e')),
        fc.nat(8),
        (character, at) => {
          const address = 'victim@x.example';
          const spelled = `${address.slice(0, at)}${character}${address.slice(at)}`;
          return emailError(spelled) === 'emailInvalid' || emailAddress(spelled) === address;
        },
      ),
    );
  });

  it('keeps an accepted address trimmed, composed and with its domain in lower case', () => {
    expect(emailAddress('  ana@example.com  ')).toBe('ana@example.com');
    expect(emailAddress('Ana@Example.COM')).toBe('Ana@example.com');
    expect(emailAddress('chloe\u0301@exemple.fr')).toBe('chlo\u00e9@exemple.fr');
  });
});
