import { isRecord } from '../isRecord';

/**
 * The part of JSON Schema 2020-12 the tools declare. Chromium passes any input through, so the page checks each
 * input against the very schema it declared.
 */
export interface StringSchema {
  readonly type: 'string';
  readonly description: string;
  readonly enum?: readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression the whole value must match (JSON Schema's `pattern`, anchored here). */
  readonly pattern?: string;
  /** An annotation for the agent (`email`); the tool's own rules decide. */
  readonly format?: string;
}

export interface IntegerSchema {
  readonly type: 'integer';
  readonly description: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface BooleanSchema {
  readonly type: 'boolean';
  readonly description: string;
}

export type PropertySchema = StringSchema | IntegerSchema | BooleanSchema;

export interface ObjectSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, PropertySchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties: false;
}

/** What is wrong with an input, by the schema's own words. */
export type InputFault =
  | { readonly problem: 'notAnObject' }
  | { readonly problem: 'unknown'; readonly field: string; readonly allowed: readonly string[] }
  | { readonly problem: 'required'; readonly field: string }
  | { readonly problem: 'type'; readonly field: string; readonly type: PropertySchema['type'] }
  | { readonly problem: 'enum'; readonly field: string; readonly allowed: readonly string[] }
  | { readonly problem: 'tooShort' | 'tooLong'; readonly field: string; readonly limit: number }
  | { readonly problem: 'tooSmall' | 'tooLarge'; readonly field: string; readonly limit: number }
  | { readonly problem: 'pattern'; readonly field: string };

export type CheckedInput = { ok: true; value: Readonly<Record<string, unknown>> } | { ok: false; fault: InputFault };

/** JSON Schema counts characters (code points), not UTF-16 units: a surrogate pair is one. */
const characters = (text: string) => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

function propertyFault(field: string, schema: PropertySchema, value: unknown): InputFault | undefined {
  if (schema.type === 'boolean')
    return typeof value === 'boolean' ? undefined : { problem: 'type', field, type: 'boolean' };
  if (schema.type === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return { problem: 'type', field, type: 'integer' };
    if (schema.minimum !== undefined && value < schema.minimum)
      return { problem: 'tooSmall', field, limit: schema.minimum };
    if (schema.maximum !== undefined && value > schema.maximum)
      return { problem: 'tooLarge', field, limit: schema.maximum };
    return undefined;
  }
  if (typeof value !== 'string') return { problem: 'type', field, type: 'string' };
  if (schema.enum !== undefined && !schema.enum.includes(value))
    return { problem: 'enum', field, allowed: schema.enum };
  if (schema.minLength !== undefined && characters(value) < schema.minLength)
    return { problem: 'tooShort', field, limit: schema.minLength };
  if (schema.maxLength !== undefined && characters(value) > schema.maxLength)
    return { problem: 'tooLong', field, limit: schema.maxLength };
  if (schema.pattern !== undefined && !new RegExp(`^(?:${schema.pattern})$`, 'u').test(value))
    return { problem: 'pattern', field };
  return undefined;
}

/**
 * Checks a tool's input against its schema: the first fault, in the schema's order of properties (unknown
 * properties first, since they are most likely a misread name), or the input as it was given.
 */
export function checkInput(schema: ObjectSchema, input: unknown): CheckedInput {
  if (!isRecord(input)) return { ok: false, fault: { problem: 'notAnObject' } };
  const record: Readonly<Record<string, unknown>> = input;
  const names = Object.keys(schema.properties);
  const unknown = Object.keys(record).find((name) => !names.includes(name));
  if (unknown !== undefined) return { ok: false, fault: { problem: 'unknown', field: unknown, allowed: names } };
  for (const [field, property] of Object.entries(schema.properties)) {
    const value = record[field];
    if (value === undefined) {
      if (schema.required?.includes(field) === true) return { ok: false, fault: { problem: 'required', field } };
      continue;
    }
    const fault = propertyFault(field, property, value);
    if (fault !== undefined) return { ok: false, fault };
  }
  return { ok: true, value: record };
}
