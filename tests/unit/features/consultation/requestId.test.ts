import { isRequestId, newRequestId } from '../../../../src/lib/leads/ids';

describe('newRequestId', () => {
  it('makes version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isRequestId(id)).toBe(true);
  });

  it('still makes them where crypto.randomUUID is missing (plain http outside localhost)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 50 }, newRequestId);
      for (const id of ids) expect(isRequestId(id)).toBe(true);
      expect(new Set(ids).size).toBe(50);
    } finally {
      if (own === undefined) Reflect.deleteProperty(crypto, 'randomUUID');
      else Object.defineProperty(crypto, 'randomUUID', own);
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('isRequestId', () => {
  it('accepts only lowercase version 4 UUIDs', () => {
    expect(isRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isRequestId('3b241101-e2bb-1255-8caf-4136c566a962')).toBe(false);
    expect(isRequestId('not-an-id')).toBe(false);
    expect(isRequestId(42)).toBe(false);
  });
});
