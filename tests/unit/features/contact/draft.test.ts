import {
  DraftClock,
  DRAFT_KEY,
  readDraft,
  readDraftMeta,
  sessionStore,
  writeDraft,
} from '../../../../src/features/contact/draft';

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

describe('the draft’s message id and page time', () => {
  it('are kept beside the values and read back when valid', () => {
    writeDraft(sessionStorage, values, { id: '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f', elapsedMs: 4200 });
    expect(readDraft(sessionStorage)).toEqual({ name: 'Camille', email: 'cam@', message: 'Bonjour' });
    expect(readDraftMeta(sessionStorage)).toEqual({ id: '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f', elapsedMs: 4200 });
  });

  it.each([
    ['{"name": "A", "id": "not-an-id", "elapsedMs": -3}', {}],
    ['{"name": "A", "elapsedMs": "soon"}', {}],
    ['not json', {}],
  ])('ignore what is malformed in %p', (raw, meta) => {
    sessionStorage.setItem(DRAFT_KEY, raw);
    expect(readDraftMeta(sessionStorage)).toEqual(meta);
  });
});

describe('the draft clock', () => {
  it('counts page time from the first keystroke, adds a restored draft’s time, and starts over when reset', () => {
    let now = 1000;
    const spy = jest.spyOn(performance, 'now').mockImplementation(() => now);
    const clock = new DraftClock();
    expect(clock.elapsed()).toBe(0);
    clock.touch();
    now += 1500;
    clock.touch();
    expect(clock.elapsed()).toBe(1500);
    clock.restore(3000);
    now += 250;
    expect(clock.elapsed()).toBe(3250);
    clock.reset();
    expect(clock.elapsed()).toBe(0);
    spy.mockRestore();
  });
});
