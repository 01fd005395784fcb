import en from '../../../src/i18n/locales/en';
import fr from '../../../src/i18n/locales/fr';
import legalEn from '../../../src/i18n/locales/legal/en';
import legalFr from '../../../src/i18n/locales/legal/fr';
import { dictionaryLeaves } from '../../support/dictionaryLeaves';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the two dictionaries', () => {
  // The legal page's texts live apart (they ship with its chunk) but are checked as part of each language.
  const french = dictionaryLeaves({ ...fr, legal: legalFr });
  const english = dictionaryLeaves({ ...en, legal: legalEn });

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
