import { checkInput, type ObjectSchema } from '../../../../src/lib/webmcp/toolInput';

const schema: ObjectSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', description: 'kind', enum: ['website', 'mobileApp'] },
    name: { type: 'string', description: 'name', minLength: 2, maxLength: 5 },
    phone: { type: 'string', description: 'phone', pattern: '\\+?[0-9 ]+' },
    count: { type: 'integer', description: 'count', minimum: 1, maximum: 3 },
    urgent: { type: 'boolean', description: 'urgent' },
  },
  required: ['kind', 'name'],
  additionalProperties: false,
};

describe('checkInput', () => {
  it('accepts an input the schema describes, optional properties left out, and returns it as given', () => {
    const input = { kind: 'website', name: 'Ada' };
    expect(checkInput(schema, input)).toEqual({ ok: true, value: input });
    expect(checkInput(schema, { ...input, phone: '+33 1 23', count: 3, urgent: false }).ok).toBe(true);
  });

  it('refuses anything but an object', () => {
    for (const input of [null, 'kind=website', ['website'], 3, undefined])
      expect(checkInput(schema, input)).toEqual({ ok: false, fault: { problem: 'notAnObject' } });
  });

  it('names an unknown property first, with the ones the tool has', () => {
    expect(checkInput(schema, { kind: 'nope', nmae: 'Ada' })).toEqual({
      ok: false,
      fault: { problem: 'unknown', field: 'nmae', allowed: ['kind', 'name', 'phone', 'count', 'urgent'] },
    });
  });

  it('names the first wrong property in the schema’s order, with what was expected', () => {
    const fault = (input: object) => {
      const checked = checkInput(schema, input);
      return checked.ok ? undefined : checked.fault;
    };
    expect(fault({ name: 'Ada' })).toEqual({ problem: 'required', field: 'kind' });
    expect(fault({ kind: 'shop', name: 'A' })).toEqual({
      problem: 'enum',
      field: 'kind',
      allowed: ['website', 'mobileApp'],
    });
    expect(fault({ kind: 'website', name: 'A' })).toEqual({ problem: 'tooShort', field: 'name', limit: 2 });
    expect(fault({ kind: 'website', name: 'Adaline' })).toEqual({ problem: 'tooLong', field: 'name', limit: 5 });
    expect(fault({ kind: 'website', name: 42 })).toEqual({ problem: 'type', field: 'name', type: 'string' });
    expect(fault({ kind: 'website', name: 'Ada', phone: '01-23' })).toEqual({ problem: 'pattern', field: 'phone' });
    expect(fault({ kind: 'website', name: 'Ada', count: 1.5 })).toEqual({
      problem: 'type',
      field: 'count',
      type: 'integer',
    });
    expect(fault({ kind: 'website', name: 'Ada', count: '2' })).toEqual({
      problem: 'type',
      field: 'count',
      type: 'integer',
    });
    expect(fault({ kind: 'website', name: 'Ada', count: 0 })).toEqual({
      problem: 'tooSmall',
      field: 'count',
      limit: 1,
    });
    expect(fault({ kind: 'website', name: 'Ada', count: 4 })).toEqual({
      problem: 'tooLarge',
      field: 'count',
      limit: 3,
    });
    expect(fault({ kind: 'website', name: 'Ada', urgent: 'yes' })).toEqual({
      problem: 'type',
      field: 'urgent',
      type: 'boolean',
    });
  });

  it('anchors a pattern to the whole value', () => {
    expect(checkInput(schema, { kind: 'website', name: 'Ada', phone: 'call 0123' }).ok).toBe(false);
  });

  it('counts characters as JSON Schema does, a character outside the BMP as one', () => {
    expect(checkInput(schema, { kind: 'website', name: '😀😀😀😀😀' }).ok).toBe(true);
    expect(checkInput(schema, { kind: 'website', name: '😀😀😀😀😀😀' }).ok).toBe(false);
  });
});
