import { DRAFT_KEY, readDraft, sessionStore, writeDraft } from '../../../../src/features/contact/draft';

const values = { name: 'Camille', email: 'cam@', subject: '', message: 'Bonjour' };
const empty = { name: '', email: '', subject: '', message: '' };

describe('contact draft in session storage', () => {
  it('saves the values and reads back the non-empty ones', () => {
    writeDraft(sessionStorage, values);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual(values);
    expect(readDraft(sessionStorage)).toEqual({ name: 'Camille', email: 'cam@', message: 'Bonjour' });
  });

  it('removes the draft when the form is empty', () => {
    writeDraft(sessionStorage, values);
    writeDraft(sessionStorage, empty);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft(sessionStorage)).toBeUndefined();
  });

  it.each(['not json', '42', 'null', '{"name": 3, "other": "x"}', '{"name": ""}'])('ignores a stored %p', (raw) => {
    sessionStorage.setItem(DRAFT_KEY, raw);
    expect(readDraft(sessionStorage)).toBeUndefined();
  });

  it('works without storage and when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readDraft(undefined)).toBeUndefined();
    expect(readDraft(throwing)).toBeUndefined();
    expect(() => writeDraft(throwing, values)).not.toThrow();
    expect(() => writeDraft(throwing, empty)).not.toThrow();
    expect(() => writeDraft(undefined, values)).not.toThrow();
  });

  it('finds no session storage where reading window.sessionStorage throws', () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(sessionStore()).toBeUndefined();
    spy.mockRestore();
    expect(sessionStore()).toBe(sessionStorage);
  });
});
