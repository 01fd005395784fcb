interface Tree {
  readonly [key: string]: string | Tree;
}

/** Every string of a dictionary by its dotted key (`contact.form.send`). */
export function dictionaryLeaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [childPath, childValue] of dictionaryLeaves(value, path)) result.set(childPath, childValue);
  }
  return result;
}
