import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dictionaryLeaves } from '../../support/dictionaryLeaves';
import { fullDictionaries } from '../../support/fullDictionaries';
import siteEn from '../../../src/i18n/locales/siteEn.data';
import siteFr from '../../../src/i18n/locales/siteFr.data';

// The code that may name a key: the app, the server (the relay reads the wizard's labels), the build scripts.
const roots = ['src', 'server', 'scripts'].map((dir) => path.resolve(dir));
const copyDir = path.resolve('src/i18n/locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return file === copyDir ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : [];
  });
}

const sections = new Set(Object.keys(fullDictionaries.fr));
const isKeyLike = (text: string) => {
  const plain = text.replace(/\$\{[^}]*\}/g, 'x');
  return /^[a-z]\w*(\.\w+)+$/.test(plain) && sections.has(plain.slice(0, plain.indexOf('.')));
};
// Strings shaped like keys that are not: a Redux action's field, a form's field paths, a file.
const notKeys = new Set(['meta.arg', 'contact.email', 'contact.${field}', 'projects.html']);

/**
 * Every key the code names: quoted strings that look like a key of one of the dictionaries' sections, and
 * template strings, whose `${...}` parts stand for any one segment (`services.${key}.title`).
 */
function referencedKeys(): { exact: Map<string, string>; patterns: Map<RegExp, string> } {
  const exact = new Map<string, string>();
  const patterns = new Map<RegExp, string>();
  for (const file of roots.flatMap(sourceFiles)) {
    // Comments name keys too (`projects.items.<slug>`) without using them.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    const where = path.relative(process.cwd(), file);
    for (const [, single, double] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      const text = single ?? double ?? '';
      if (isKeyLike(text) && !notKeys.has(text)) exact.set(text, where);
    }
    for (const [, text = ''] of source.matchAll(/`([^`]*)`/g)) {
      if (!isKeyLike(text) || notKeys.has(text)) continue;
      if (!text.includes('${')) exact.set(text, where);
      else {
        const parts = text.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
        patterns.set(new RegExp(`^${parts.join('[^.]+')}$`), where);
      }
    }
  }
  return { exact, patterns };
}

/** A key and the branches above it: `a.b.c`, `a.b`, `a`. */
const branches = (key: string) => key.split('.').map((_, index, segments) => segments.slice(0, index + 1).join('.'));

describe('the dictionaries hold the keys the code uses, and only those', () => {
  const { exact, patterns } = referencedKeys();
  // With the projects' cards, which join the dictionaries at build time (projectCards.ts).
  const languages = {
    fr: dictionaryLeaves({ ...fullDictionaries.fr, projects: siteFr.projects }),
    en: dictionaryLeaves({ ...fullDictionaries.en, projects: siteEn.projects }),
  };
  // A key names its string, or a whole branch the code reads (a list it maps over); `x_one` is read as `x`.
  const resolves = (leaves: Map<string, string>, key: string) =>
    leaves.has(key) || [...leaves.keys()].some((leaf) => leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}_`));

  it('finds the keys the code names (the scan itself works)', () => {
    expect(exact.get('nav.label')).toBeDefined();
    expect([...patterns.keys()].some((pattern) => pattern.test('expertise.items.web.title'))).toBe(true);
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])('has in %s every key the code names', (language) => {
    const missing = [...exact].filter(([key]) => !resolves(languages[language], key));
    expect(missing.map(([key, where]) => `${key} (${where})`)).toEqual([]);
    const matchless = [...patterns].filter(
      ([pattern]) =>
        ![...languages[language].keys()].some((key) => branches(key).some((branch) => pattern.test(branch))),
    );
    expect(matchless.map(([pattern, where]) => `${pattern.source} (${where})`)).toEqual([]);
  });

  it('has no key the code never names', () => {
    const used = (key: string) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return branches(base).some(
        (branch) => exact.has(branch) || [...patterns.keys()].some((pattern) => pattern.test(branch)),
      );
    };
    expect([...languages.fr.keys()].filter((key) => !used(key))).toEqual([]);
  });
});
