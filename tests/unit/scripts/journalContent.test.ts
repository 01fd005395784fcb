/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { dateLabel, imagesOf, parseArticleFile, renderArticle } from '../../../scripts/content/articleFile';
import { articleCardsOf, journalFeeds, readJournal } from '../../../scripts/content/journal';
import { ContentError } from '../../../scripts/content/projectFile';
import { encodeWorkImage, readWorkImage } from '../../../scripts/images/workImages';

const artwork = path.resolve('content/projects/kalma/cover.svg');
const projects = ['kalma', 'lumen'];

const frontMatter = (fields: Record<string, string> = {}) =>
  Object.entries({
    title: 'Ce que la loi demande',
    description: "Ce que l'European Accessibility Act demande aux sites depuis juin 2025, et comment nous y répondons.",
    published: '2025-07-01',
    updated: '2025-09-12',
    author: '\n  name: Camille Laurent\n  role: directrice technique',
    tags: '[Accessibilité, Droit du numérique]',
    cover: 'cover.svg',
    coverAlt: 'Un anneau de focus autour d’un bouton',
    projects: '[kalma]',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

const body = `Un paragraphe avec un [lien](/projects/kalma), un [autre](https://www.w3.org/WAI/) et du \`code\`. L'article dit : « oui » ?

## Ce que la loi demande

- une liste
- de deux points

### Un détail

> Une citation.

\`\`\`js
if (a < b) alert('<script>');
\`\`\`

| Critère | Niveau |
| ------- | ------ |
| 1.4.3   | AA     |

![Le contraste mesuré : l'exemple](figure.svg "La légende")

## Ce que la loi demande
`;

/** An article's folder in a fresh journal: its files by name, the cover and a figure copied from a project's art. */
const made: string[] = [];
function journalWith(articles: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'journal-'));
  made.push(dir);
  for (const [slug, files] of Object.entries(articles)) {
    mkdirSync(path.join(dir, slug));
    cpSync(artwork, path.join(dir, slug, 'cover.svg'));
    cpSync(artwork, path.join(dir, slug, 'figure.svg'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, slug, name), text);
  }
  return dir;
}

const file = (fields?: Record<string, string>, text = body) => `---\n${frontMatter(fields)}\n---\n\n${text}`;

let dir = '';
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The problems the build reports for one article file, or [] when it accepts it. */
function problems(source: string, name = 'fr.md', slug = 'eaa'): string[] {
  dir = journalWith({ [slug]: { [name]: source } });
  try {
    parseArticleFile(path.join(dir, slug, name), source);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    expect(error.message.startsWith(path.join(dir, slug, name))).toBe(true);
    return [...error.problems];
  }
}

describe('an article file (content/journal/<slug>/<language>.md)', () => {
  it('is accepted as written, its words typeset and its reading time counted', () => {
    dir = journalWith({ eaa: { 'fr.md': file() } });
    const article = parseArticleFile(path.join(dir, 'eaa', 'fr.md'), file());
    expect(article).toMatchObject({ slug: 'eaa', language: 'fr' });
    expect(article.meta).toEqual({
      title: 'Ce que la loi demande',
      description:
        'Ce que l’European Accessibility Act demande aux sites depuis juin 2025, et comment nous y répondons.',
      published: '2025-07-01',
      publishedLabel: '1er\u00a0juillet\u00a02025',
      updated: '2025-09-12',
      updatedLabel: '12\u00a0septembre\u00a02025',
      author: { name: 'Camille Laurent', role: 'directrice technique' },
      tags: [
        { key: 'accessibilite', label: 'Accessibilité' },
        { key: 'droit-du-numerique', label: 'Droit du numérique' },
      ],
      coverAlt: 'Un anneau de focus autour d’un bouton',
      readingMinutes: 1,
      projects: ['kalma'],
    });
    expect(article.images.map((image) => path.basename(image.source))).toEqual(['cover.svg', 'figure.svg']);
    expect(article.images[0]?.image.base).toMatch(/^assets\/work\/journal\/eaa\/cover\.[0-9a-f]{10}$/);
  });

  it('names each field that is missing or wrong, every problem at once', () => {
    expect(
      problems(
        file({ title: '', published: '2025-13-01', updated: '2024-01-01', tags: '[]', coverAlt: 'x'.repeat(201) }),
      ),
    ).toEqual([
      'title: is missing',
      'published: must be a date (YYYY-MM-DD), not "2025-13-01"',
      'tags: needs at least one tag',
      'coverAlt: is longer than 200 characters: an alt text says what the image shows, briefly',
    ]);
    expect(problems(file({ updated: '2025-06-30' }))).toEqual(['updated: comes before published']);
    expect(problems(file({ author: 'Camille' }))).toEqual(['author: must hold name and role']);
    expect(problems(file({ surprise: 'yes' }))).toEqual(['front matter: Unrecognized key: "surprise"']);
  });

  it('is refused when named after no language, or in a folder that is no address', () => {
    expect(problems(file(), 'de.md')).toEqual([
      'an article’s file is named after its language: fr.md or en.md'.replace('’', "'"),
    ]);
    expect(problems(file(), 'fr.md', 'Mon Article')).toEqual([
      "the folder's name is the article's address: lowercase letters, digits and hyphens (cost-of-javascript)",
    ]);
  });

  it('refuses in its body what the page would not show as written: HTML, other headings, links and images', () => {
    const text = `# A title\n\n#### Too deep\n\n<div>raw</div>\n\n[x](javascript:alert(1))\n\n![](figure.svg)\n\n![Ailleurs](../other.svg)\n\n![Absente](missing.svg)\n`;
    expect(problems(file({}, text))).toEqual([
      'body: "# A title" is a level 1 heading: use ## and ### (the title is the page\'s only level 1)',
      'body: "#### Too deep" is a level 4 heading: use ## and ### (the title is the page\'s only level 1)',
      'body: HTML is not allowed ("<div>raw</div>"): write Markdown',
      'body: the link to "javascript:alert(1)" is neither https://, mailto:, a path of the site nor #a-section',
      'body: the image figure.svg has no alt text: ![what it shows](figure.svg)',
      "body: the image ../other.svg is not a file of the article's folder: ![…](figure.svg)",
      expect.stringMatching(/^body: missing\.svg is not in /),
    ]);
    expect(problems(file({ cover: 'nope.png' }))).toEqual([expect.stringMatching(/^cover: nope\.png is not in /)]);
  });
});

describe('an article rendered for its page and its feed', () => {
  const render = (origin?: string) => {
    dir = journalWith({ eaa: { 'fr.md': file() } });
    const article = parseArticleFile(path.join(dir, 'eaa', 'fr.md'), file());
    const html = renderArticle(article.tokens, {
      language: 'fr',
      images: imagesOf(article),
      ...(origin === undefined ? {} : { origin }),
    });
    return new JSDOM(`<body>${html}</body>`).window.document;
  };

  it('gives each heading an anchor, unique in the page, a link to it named for screen readers, and other sites nothing', () => {
    const document = render();
    expect([...document.querySelectorAll('h2, h3')].map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H2', 'ce-que-la-loi-demande'],
      ['H3', 'un-detail'],
      ['H2', 'ce-que-la-loi-demande-2'],
    ]);
    expect(
      [...document.querySelectorAll('p a')].map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
    ).toEqual([
      ['/projects/kalma', null],
      ['https://www.w3.org/WAI/', 'noopener noreferrer'],
    ]);
    const anchor = document.querySelector('a.article__anchor');
    expect(anchor?.getAttribute('href')).toBe('#ce-que-la-loi-demande');
    expect(anchor?.textContent).toBe('Lien vers la section «\u00a0Ce que la loi demande\u00a0»#');
  });

  it('sets French typography in the text and never in code, which it escapes', () => {
    const document = render();
    expect(document.querySelector('p')?.textContent).toBe(
      'Un paragraphe avec un lien, un autre et du code. L’article dit\u00a0: «\u00a0oui\u00a0»\u202f?',
    );
    expect(document.querySelector('pre code')?.textContent).toBe("if (a < b) alert('<script>');");
    expect(document.querySelector('pre code')?.className).toBe('language-js');
    expect(document.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('lets a wide table scroll in a named, focusable region', () => {
    const region = render().querySelector('.article__table');
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-label')).toBe('Tableau\u00a0: Critère, Niveau');
    expect(region?.querySelectorAll('th')).toHaveLength(2);
  });

  it('shows a figure as a responsive picture with its alt text, its size and its caption', () => {
    const figure = render().querySelector('figure');
    const image = figure?.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Le contraste mesuré\u00a0: l’exemple');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(figure?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /^\/assets\/work\/journal\/eaa\/figure\.[0-9a-f]{10}-480\.avif 480w, /,
    );
    expect(figure?.querySelector('figcaption')?.textContent).toBe('La légende');
  });

  it('makes every address of the site absolute in a feed, with plain images and no anchors', () => {
    const document = render('https://studio.example');
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://studio.example/projects/kalma',
      'https://www.w3.org/WAI/',
    ]);
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(
      /^https:\/\/studio\.example\/assets\/work\/journal\/eaa\/figure\.[0-9a-f]{10}-1200\.webp$/,
    );
    expect(document.querySelectorAll('picture, .article__anchor, [tabindex]')).toHaveLength(0);
  });
});

describe('the journal (content/journal/)', () => {
  const english = (fields: Record<string, string> = {}) =>
    file(
      {
        title: 'What the law asks',
        description: 'What the European Accessibility Act asks of websites since June 2025, and how we answer it.',
        author: '\n  name: Camille Laurent\n  role: technical director',
        tags: '[Accessibility]',
        coverAlt: 'A focus ring around a button',
        ...fields,
      },
      'A paragraph.\n',
    );

  it('reads every article in each language it is written in, newest first', () => {
    dir = journalWith({
      eaa: { 'fr.md': file(), 'en.md': english() },
      'hors-ligne': { 'fr.md': file({ published: '2026-02-10', updated: '' }) },
      inp: { 'en.md': english({ published: '2025-05-01', updated: '' }) },
    });
    const articles = readJournal(projects, dir);
    expect(articles.map((article) => `${article.slug}/${article.language}`)).toEqual([
      'hors-ligne/fr',
      'eaa/en',
      'eaa/fr',
      'inp/en',
    ]);
    const cards = articleCardsOf(articles);
    expect(cards.map((card) => [card.slug, card.languages])).toEqual([
      ['hors-ligne', ['fr']],
      ['eaa', ['fr', 'en']],
      ['inp', ['en']],
    ]);
    expect(cards[0]?.fr?.updated).toBe('2026-02-10');
    expect(cards[0]?.en).toBeUndefined();
  });

  it('refuses a folder without a text, a text of no language, two covers and a related project that does not exist', () => {
    dir = journalWith({
      empty: {},
      odd: { 'notes.md': 'x' },
      eaa: { 'fr.md': file({ projects: '[kalma, atlantis]' }) },
      inp: { 'en.md': english(), 'fr.md': file({ cover: 'figure.svg' }) },
    });
    let message = '';
    try {
      readJournal(projects, dir);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(
      message.split('\n').map((line) => line.slice(line.indexOf(path.basename(dir)) + path.basename(dir).length + 1)),
    ).toEqual([
      'eaa/fr.md: projects: atlantis is not a project (kalma, lumen)',
      'empty: no text: write fr.md, en.md or both',
      "inp/fr.md: cover: figure.svg is not en.md's cover.svg: an article has one cover in every language",
      "odd: notes.md: an article's text is named after its language (fr.md, en.md)",
    ]);
  });

  it('writes an Atom feed per language with each of its articles in full', () => {
    dir = journalWith({
      eaa: { 'fr.md': file(), 'en.md': english() },
      inp: { 'en.md': english({ published: '2025-05-01', updated: '' }) },
    });
    const feeds = journalFeeds(readJournal(projects, dir), {
      origin: 'https://studio.example',
      agencyName: 'Studio Nova',
      subtitle: { fr: 'Le journal', en: 'The journal' },
    });
    expect(Object.keys(feeds)).toEqual(['journal/feed.xml', 'en/journal/feed.xml']);
    const parse = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    const english_ = parse(feeds['en/journal/feed.xml'] ?? '');
    expect(english_.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(english_.querySelector('feed > updated')?.textContent).toBe('2025-09-12T00:00:00Z');
    expect([...english_.querySelectorAll('entry > link')].map((link) => link.getAttribute('href'))).toEqual([
      'https://studio.example/en/journal/eaa',
      'https://studio.example/en/journal/inp',
    ]);
    const french = parse(feeds['journal/feed.xml'] ?? '');
    expect(french.querySelectorAll('entry')).toHaveLength(1);
    expect(french.querySelector('entry > content')?.getAttribute('type')).toBe('html');
    expect(french.querySelector('entry > content')?.textContent).toContain('<h2 id="ce-que-la-loi-demande">');
    expect(french.querySelector('entry > published')?.textContent).toBe('2025-07-01T00:00:00Z');
  });
});

describe('dateLabel', () => {
  it('writes a day as each language reads it, the first of a French month as « 1er »', () => {
    expect(dateLabel('2025-06-28', 'fr')).toBe('28\u00a0juin\u00a02025');
    expect(dateLabel('2025-06-01', 'fr')).toBe('1er\u00a0juin\u00a02025');
    expect(dateLabel('2025-06-01', 'en')).toBe('1 June 2025');
  });
});

describe('an article image whose text the build cannot set', () => {
  it('is refused by the encoder, naming its file', async () => {
    dir = journalWith({ eaa: {} });
    const cover = path.join(dir, 'eaa', 'cover.svg');
    // Text that takes its face from its group: each <text> must name its own.
    writeFileSync(
      cover,
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><g font-family="Instrument Sans"><text x="10" y="50">INP</text></g></svg>',
    );
    const image = readWorkImage(path.join(dir, 'eaa'), 'journal/eaa', 'cover.svg');
    if (Array.isArray(image)) throw new Error(image.join('; '));
    await expect(encodeWorkImage(image)).rejects.toThrow(
      `${path.relative(process.cwd(), cover)}: font-family="" font-weight="400" is not one of the studio's faces`,
    );
  });
});
