import en from '../../../src/i18n/locales/en';
import fr from '../../../src/i18n/locales/fr';

interface Tree {
  readonly [key: string]: string | Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [childPath, childValue] of leaves(value, path)) result.set(childPath, childValue);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the two dictionaries', () => {
  const french = leaves(fr);
  const english = leaves(en);

  it('have exactly the same keys, in both directions', () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty translation', () => {
    for (const [key, value] of [...french, ...english]) expect([key, value.trim()]).not.toEqual([key, '']);
  });

  it('use the same interpolation variables for every key', () => {
    for (const [key, value] of french) {
      expect([key, placeholders(english.get(key) ?? '')]).toEqual([key, placeholders(value)]);
    }
  });

  it('carry every section the spec names', () => {
    for (const section of [
      'nav',
      'hero',
      'services',
      'about',
      'innovation',
      'projects',
      'expertise',
      'contact',
      'footer',
      'newsletter',
      'consultation',
      'errors',
    ]) {
      expect(Object.keys(fr)).toContain(section);
      expect(Object.keys(en)).toContain(section);
    }
  });
});
