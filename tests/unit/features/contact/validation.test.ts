import {
  firstInvalidField,
  MESSAGE_MIN_LENGTH,
  validateContact,
  validateField,
} from '../../../../src/lib/leads/contact';

const valid = { name: 'Camille', email: 'camille@example.com', subject: 'Site', message: 'Bonjour, un projet.' };

describe('contact validation rules', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
    expect(firstInvalidField(validateContact(valid))).toBeUndefined();
  });

  it.each([
    ['name', '', 'nameRequired'],
    ['name', '   ', 'nameRequired'],
    ['name', ' A ', undefined],
    ['email', '', 'emailRequired'],
    ['email', '  ', 'emailRequired'],
    ['email', 'camille', 'emailInvalid'],
    ['email', 'camille@example', 'emailInvalid'],
    ['email', 'cam ille@example.com', 'emailInvalid'],
    ['email', '  camille@example.com ', undefined],
    ['subject', '', 'subjectRequired'],
    ['subject', '  ', 'subjectRequired'],
    ['subject', 'Devis', undefined],
    ['message', '', 'messageRequired'],
    ['message', '    ', 'messageRequired'],
    ['message', '123456789', 'messageTooShort'],
    ['message', '   123456789   ', 'messageTooShort'],
    ['message', '1234567890', undefined],
    ['message', '  1234567890  ', undefined],
  ] as const)('%s %p gives %p', (field, value, expected) => {
    expect(validateField(field, value)).toBe(expected);
  });

  it('requires at least 10 characters in the message', () => {
    expect(MESSAGE_MIN_LENGTH).toBe(10);
  });

  it('reports every invalid field, and the first one in the form order', () => {
    const errors = validateContact({ name: '', email: 'x', subject: 'ok', message: 'short' });
    expect(errors).toEqual({ name: 'nameRequired', email: 'emailInvalid', message: 'messageTooShort' });
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ message: 'messageRequired', subject: 'subjectRequired' })).toBe('subject');
  });
});
