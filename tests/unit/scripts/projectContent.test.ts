/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, parseProjectFile } from '../../../scripts/content/projectFile';
import { readProjects } from '../../../scripts/content/projects';
import sharp from 'sharp';
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
    expect(problems(valid, 'content/projects/Kalma Bank.md')).toContainEqual(
      expect.stringMatching(/^the file name is the project's address/),
    );
  });
});

describe("a project file's images (content/projects/<slug>/)", () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'project-images-'));
    file = path.join(dir, 'kalma.md');
    mkdirSync(path.join(dir, 'kalma'));
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#5b3df5' } });
    await picture(1600, 1000)
      .png()
      .toFile(path.join(dir, 'kalma', 'cover.png'));
    await picture(2400, 1500)
      .jpeg()
      .toFile(path.join(dir, 'kalma', 'wide.jpg'));
    await picture(800, 500)
      .png()
      .toFile(path.join(dir, 'kalma', 'small.png'));
    await picture(1600, 1200)
      .png()
      .toFile(path.join(dir, 'kalma', 'square.png'));
    writeFileSync(path.join(dir, 'kalma', 'frame.svg'), readFileSync('content/projects/kalma/cover.svg'));
    writeFileSync(path.join(dir, 'kalma', 'fake.png'), 'not a picture');
    writeFileSync(path.join(dir, 'kalma', 'notes.gif'), 'GIF89a');
    cpSync(path.join(dir, 'kalma', 'cover.png'), path.join(dir, 'kalma', 'liar.jpg'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The file's images replaced by `list` (`file`, then its alt texts unless given). */
  const withImages = (...list: (string | { file: string; fr?: string; en?: string })[]) =>
    valid.replace(
      /^images:\n(?: {2}- file: .*\n(?: {4}(?:fr|en): .*\n)*)+/m,
      `images:\n${list
        .map((entry) => (typeof entry === 'string' ? { file: entry, fr: 'Une image', en: 'An image' } : entry))
        .map(
          ({ file: name, fr, en }) =>
            `  - file: ${name}\n${fr === undefined ? '' : `    fr: ${fr}\n`}${en === undefined ? '' : `    en: ${en}\n`}`,
        )
        .join('')}`,
    );

  it('are accepted in SVG, PNG or JPEG, 1600 × 1000 or more at 16:10, each named by its content', () => {
    const project = parseProjectFile(file, withImages('cover.png', 'wide.jpg', 'frame.svg'));
    const { base, ...size } = project.card.cover;
    expect(base).toMatch(/^assets\/work\/kalma\/cover\.[0-9a-f]{10}$/);
    expect(size).toEqual({ width: 1600, height: 1000, widths: [480, 800, 1200, 1600] });
    expect(
      project.gallery.map(({ image, alt }) => [image.width, image.base.split('/').pop()?.split('.')[0], alt]),
    ).toEqual([
      [2400, 'wide', { fr: 'Une image', en: 'An image' }],
      [1600, 'frame', { fr: 'Une image', en: 'An image' }],
    ]);
    expect(project.copy.fr.coverAlt).toBe('Une image');
  });

  it('are refused, each with its place and reason: missing, of another format, too small, not 16:10, not what its name says', () => {
    expect(
      problems(withImages('cover.png', 'nowhere.png', 'notes.gif', 'small.png', 'square.png', 'fake.png'), file),
    ).toEqual(['images: holds a cover and four frames at most']);
    expect(problems(withImages('cover.png', 'liar.jpg', 'frame.svg'), file)).toEqual([
      'images[1].file: liar.jpg is not the jpg its name says',
    ]);
    expect(problems(withImages('nowhere.png', 'notes.gif', 'small.png', 'square.png', 'fake.png'), file)).toEqual([
      expect.stringMatching(/^images\[0\]\.file: nowhere\.png is not in /),
      'images[1].file: notes.gif is not an image the build encodes: use svg, png, jpg, webp',
      'images[2].file: small.png is 800 × 500: images are 1600 × 1000 at least',
      'images[3].file: square.png is 1600 × 1200: images are 16:10, as every frame of the layout is',
      'images[4].file: fake.png cannot be read as an image',
    ]);
  });

  it('are refused without alt text in each language, or without a cover and two frames, or listed twice', () => {
    expect(problems(withImages({ file: 'cover.png', fr: 'Une image' }, 'wide.jpg', 'frame.svg'), file)).toEqual([
      'images[0].en: is missing',
    ]);
    expect(problems(withImages('cover.png', 'wide.jpg'), file)).toEqual([
      'images: needs a cover and two frames at least',
    ]);
    expect(problems(withImages('cover.png', 'wide.jpg', 'cover.png'), file)).toEqual([
      'images[2].file: cover.png is listed twice',
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
    for (const slug of ['kalma', 'kalma-two'])
      cpSync('content/projects/kalma', path.join(dir, slug), { recursive: true });
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
