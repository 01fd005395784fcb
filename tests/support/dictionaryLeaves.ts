import { isRecord } from '../../src/lib/isRecord';

/** Every string of a dictionary by its dotted key (`contact.form.send`); a list's items by their index (`services.0`). */
export function dictionaryLeaves(tree: object, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') result.set(path, value);
    else if (isRecord(value) || Array.isArray(value))
      for (const [childPath, childValue] of dictionaryLeaves(value, path)) result.set(childPath, childValue);
  }
  return result;
}
