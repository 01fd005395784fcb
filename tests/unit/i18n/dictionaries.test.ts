import { fullDictionaries } from '../../support/fullDictionaries';
import { dictionaryLeaves } from '../../support/dictionaryLeaves';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the two dictionaries', () => {
  // The copy pages bring with them lives apart (it ships with each page's chunk) but is checked as part of each language.
  const french = dictionaryLeaves(fullDictionaries.fr);
  const english = dictionaryLeaves(fullDictionaries.en);

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

  it('carry every section the spec names, with the copy pages bring (usePageCopy)', () => {
    for (const section of [
      'nav',
      'hero',
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
      expect(Object.keys(fullDictionaries.fr)).toContain(section);
      expect(Object.keys(fullDictionaries.en)).toContain(section);
    }
  });
});
