/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, parseProjectFile } from '../../../scripts/content/projectFile';
import { readProjects } from '../../../scripts/content/projects';
import { portfolio } from '../../../src/content/portfolio';

const FILE = 'content/projects/kalma.md';
const valid = readFileSync(path.resolve(FILE), 'utf8');

/** The problems the build reports for the file `FILE` with `source`, or [] when it accepts it. */
function problems(source: string, file = FILE): string[] {
  try {
    parseProjectFile(file, source);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    expect(error.message.startsWith(`${file}: `)).toBe(true);
    return [...error.problems];
  }
}

const withoutLine = (source: string, line: RegExp) => source.replace(line, '');

describe('a project file (content/projects/<slug>.md)', () => {
  it('is accepted as the agency wrote it', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('is refused without a title, naming the file, the language and the field', () => {
    const source = withoutLine(valid, /^ {2}title: Mobile banking app\n/m);
    expect(problems(source)).toEqual(['en.title: is missing']);
  });

  it('is refused with an unknown category, saying which ones exist', () => {
    expect(problems(valid.replace('category: fintech', 'category: spaceships'))).toEqual([
      'category: "spaceships" is not a category: use one of fintech, ecommerce, healthcare, education, ai, blockchain',
    ]);
  });

  it('is refused without a language, in the front matter and in the body', () => {
    const english = valid.indexOf('\nen:\n');
    const withoutEnglishFields = valid.slice(0, english) + valid.slice(valid.indexOf('\n---\n', english));
    expect(problems(withoutEnglishFields)).toEqual([
      expect.stringMatching(/^en: is missing: the project’s fields in this language/),
    ]);
    const withoutEnglishBody = valid.slice(0, valid.indexOf('\n# en\n'));
    expect(problems(withoutEnglishBody)).toEqual([
      'body: "# en" is missing: the case study needs its text in both languages',
    ]);
  });

  it('is refused with a year that is not a number', () => {
    expect(problems(valid.replace('year: 2024', 'year: "last year"'))).toEqual([
      'year: must be a year (2024), not "last year"',
    ]);
    expect(problems(valid.replace('year: 2024', 'year: 24'))).toEqual(['year: must be a year (2024)']);
  });

  it('lists every problem at once, each with its field', () => {
    const source = valid
      .replace('category: fintech', 'category: space')
      .replace('year: 2024', 'year: soon')
      .replace(/^ {2}summary: .Une néobanque[^\n]*\n/m, '')
      .replace('## Résultats', '## Bilan');
    expect(problems(source)).toEqual([
      expect.stringMatching(/^category: "space" is not a category/),
      'year: must be a year (2024), not "soon"',
      'fr.summary: is missing',
      'body, fr: "## Bilan" is not a section: use ## Défi, ## Approche, ## Résultats',
      'body, fr: "## Résultats" is missing or empty',
    ]);
  });

  it('is refused with Markdown the page would not show, and with a file name that is no address', () => {
    expect(problems(valid.replace('## Approche\n', '## Approche\n\n<script>alert(1)</script>\n'))).toEqual([
      expect.stringMatching(/^body, fr, ## Approche: HTML \("<script>/),
    ]);
    expect(problems(valid.replace('## Défi\n', '## Défi\n\n[lien](javascript:alert(1))\n'))).toEqual([
      expect.stringMatching(/^body, fr, ## Défi: the link to "javascript:alert\(1\)"/),
    ]);
    expect(problems(valid, 'content/projects/Kalma Bank.md')).toEqual([
      expect.stringMatching(/^the file name is the project's address/),
    ]);
  });
});

describe('the folder of project files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'projects-'));
    mkdirSync(dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two projects with the same number, naming the second file', () => {
    writeFileSync(path.join(dir, 'kalma.md'), valid);
    writeFileSync(path.join(dir, 'kalma-two.md'), valid.replace('order: 1', 'order: 7'));
    expect(() => readProjects(dir)).toThrow(/kalma\.md: id: 1 is already .*kalma-two\.md's/);
  });

  it('gives the portfolio in the order the files say, named by their file', () => {
    expect(portfolio.map((project) => [project.id, project.slug])).toEqual([
      ['1', 'kalma'],
      ['2', 'maison-sauge'],
      ['3', 'vitalis'],
      ['4', 'campus-ouvert'],
      ['5', 'halles-nouvelles'],
      ['6', 'lumen'],
    ]);
  });
});
