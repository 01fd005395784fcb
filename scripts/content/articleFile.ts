import path from 'node:path';
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { loadsOwnDocument } from '../../src/app/routes';
import type { ArticleMeta } from '../../src/content/article';
import { pathInLanguage } from '../../src/i18n/languagePaths';
import { workImageSrcSet, workImageUrl, type WorkImage } from '../../src/content/workImage';
import { languages, type Language } from '../../src/i18n/languages';
import { escapeHtml } from '../../src/lib/html';
import { readWorkImage, type WorkImageSource } from '../images/workImages';
import { altText, ContentError, fieldPath, missing, slugPattern, splitFrontMatter, text } from './projectFile';
import { typeset } from './typography';

const isoDate = z
  .preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string({ error: (issue) => (missing(issue.input) ? 'is missing' : 'must be a date: 2025-07-03') }),
  )
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: (issue) => `must be a date (YYYY-MM-DD), not ${JSON.stringify(issue.input)}`,
    },
  );

/** The front matter of one language of an article (`content/journal/<slug>/<language>.md`). */
export const articleFrontMatterSchema = z
  .strictObject({
    title: text.max(90, { error: 'is longer than 90 characters (titles are read in lists and search results)' }),
    description: text.max(160, { error: 'is longer than 160 characters (search results cut it)' }),
    published: isoDate,
    updated: isoDate.optional(),
    author: z.strictObject(
      { name: text, role: text },
      { error: (issue) => (missing(issue.input) ? 'is missing: name and role' : 'must hold name and role') },
    ),
    tags: z
      .array(text.max(24, { error: 'is longer than 24 characters' }), {
        error: (issue) => (missing(issue.input) ? 'is missing' : 'must be a list: [Accessibilité, Performance]'),
      })
      .min(1, { error: 'needs at least one tag' })
      .max(4, { error: 'holds four tags at most' }),
    cover: text,
    coverAlt: altText,
    projects: z
      .array(text, { error: 'must be a list of project slugs: [kalma, lumen]' })
      .max(3, { error: 'names three projects at most' })
      .optional(),
  })
  .refine((data) => data.updated === undefined || data.updated >= data.published, {
    error: 'comes before published',
    path: ['updated'],
  });

type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** One language of an article, read whole and checked: what its card, its page, its chunk and its feed entry need. */
export interface ArticleSource {
  readonly file: string;
  readonly slug: string;
  readonly language: Language;
  readonly meta: ArticleMeta;
  /** The cover first, then the body's figures, for the build to encode. */
  readonly images: readonly WorkImageSource[];
  readonly tokens: readonly Token[];
}

const safeHref = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/;

const WORDS_PER_MINUTE = 220;

const copy = {
  fr: { anchor: 'Lien vers la section', table: 'Tableau', figure: 'Figure' },
  en: { anchor: 'Link to the section', table: 'Table', figure: 'Figure' },
} as const satisfies Record<Language, Record<string, string>>;

/** A date as the page reads it: `3 juillet 2025`, `1er juillet 2025`, `3 July 2025`. */
export function dateLabel(date: string, language: Language): string {
  const label = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return language === 'fr' ? label.replace(/^1 /, '1er ').replace(/ /g, '\u00a0') : label;
}

/** A heading's or a tag's key in an address: `Ce que la loi demande` is `ce-que-la-loi-demande`. */
export function anchorKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every token of a tree, depth first, children after their parent (marked's `walkTokens`, without an instance). */
function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens, visit);
    } else if (token.type === 'list') {
      walk((token as Tokens.List).items, visit);
    }
    const children = (token as { tokens?: Token[] }).tokens;
    if (children) walk(children, visit);
  }
}

const plainText = (tokens: readonly Token[]): string => {
  let result = '';
  walk(tokens, (token) => {
    if (
      (token.type === 'text' || token.type === 'escape' || token.type === 'codespan') &&
      !('tokens' in token && token.tokens)
    )
      result += token.text as string;
  });
  return result;
};

const describe = (token: Token) => `"${token.raw.trim().slice(0, 40)}"`;

/**
 * Checks an article's Markdown and sets its typography, in place: headings of level 2 and 3, paragraphs, lists,
 * quotes, code, tables, links and images of the article's folder; HTML and other headings are refused by name.
 * Returns the images it shows and the words it holds.
 */
function checkBody(
  tokens: readonly Token[],
  language: Language,
  dir: string,
  imageSlug: string,
  problems: string[],
): { images: Map<string, WorkImageSource>; words: number } {
  const images = new Map<string, WorkImageSource>();
  let words = 0;
  walk(tokens, (token) => {
    switch (token.type) {
      case 'html':
        problems.push(`body: HTML is not allowed (${describe(token)}): write Markdown`);
        break;
      case 'heading': {
        const { depth } = token as Tokens.Heading;
        if (depth !== 2 && depth !== 3)
          problems.push(
            `body: ${describe(token)} is a level ${String(depth)} heading: use ## and ### (the title is the page's only level 1)`,
          );
        break;
      }
      case 'link': {
        const { href } = token as Tokens.Link;
        if (!safeHref.test(href))
          problems.push(`body: the link to "${href}" is neither https://, mailto:, a path of the site nor #a-section`);
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        if (image.text.trim() === '')
          problems.push(`body: the image ${image.href} has no alt text: ![what it shows](${image.href})`);
        else if (image.text.length > 200)
          problems.push(`body: the alt text of ${image.href} is longer than 200 characters`);
        // The alt text is read aloud as the text around it: the same typography.
        image.text = typeset(image.text, language);
        if (images.has(image.href)) break;
        if (!/^[\w.-]+$/.test(image.href)) {
          problems.push(`body: the image ${image.href} is not a file of the article's folder: ![…](figure.svg)`);
          break;
        }
        const read = readWorkImage(dir, imageSlug, image.href);
        if (Array.isArray(read)) problems.push(...read.map((problem) => `body: ${problem}`));
        else images.set(image.href, read);
        break;
      }
      case 'text':
      case 'escape':
        if (!('tokens' in token && token.tokens)) {
          const typed = typeset(token.text as string, language);
          token.text = typed;
          words += typed.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
        }
        break;
      case 'codespan':
        words += 1;
        break;
      default:
        break;
    }
  });
  return { images, words };
}

/** Where a rendering goes: the page (its images responsive, its headings with anchors) or a feed (absolute links). */
export interface RenderTarget {
  readonly language: Language;
  readonly images: ReadonlyMap<string, WorkImage>;
  /** A feed's: every site path and image made absolute on this origin, plain `<img>`, no anchors. */
  readonly origin?: string;
}

/** What the body's figures take of the page: the article's column (scss/_journal.scss). */
export const ARTICLE_FIGURE_SIZES = '(min-width: 820px) 760px, calc(100vw - 2.5rem)';

/** An article's body as HTML, for its page or its feed. Nothing of Markdown reaches a browser. */
export function renderArticle(tokens: readonly Token[], target: RenderTarget): string {
  const { language, images, origin } = target;
  const absolute = (href: string) => (origin !== undefined && href.startsWith('/') ? `${origin}${href}` : href);
  const ids = new Map<string, number>();
  const base = new Renderer();
  const marked = new Marked<string, string>({
    gfm: true,
    renderer: {
      heading({ tokens: children, depth }) {
        const inner = this.parser.parseInline(children);
        const plain = plainText(children);
        const key = anchorKey(plain) || 'section';
        const seen = ids.get(key) ?? 0;
        ids.set(key, seen + 1);
        const id = seen === 0 ? key : `${key}-${String(seen + 1)}`;
        const tag = `h${String(depth)}`;
        if (origin !== undefined) return `<${tag} id="${id}">${inner}</${tag}>\n`;
        const label = `${copy[language].anchor} ${language === 'fr' ? `«\u00a0${plain}\u00a0»` : `“${plain}”`}`;
        return `<div class="article__heading"><${tag} id="${id}">${inner}</${tag}><a class="article__anchor" href="#${id}"><span class="visually-hidden">${escapeHtml(label)}</span><span aria-hidden="true">#</span></a></div>\n`;
      },
      link({ href, tokens: children }) {
        // The consultation's page needs a document of its own (its CSP): the page's script leaves such links alone.
        const own = origin === undefined && href.startsWith('/') && loadsOwnDocument(pathInLanguage(href));
        // A link to another site tells it nothing of this page, as the case studies' links do.
        const external = origin === undefined && /^https?:/.test(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(absolute(href))}"${own ? ' data-own-document' : ''}${external}>${this.parser.parseInline(children)}</a>`;
      },
      image({ href, text: alt, title }) {
        const image = images.get(href);
        if (image === undefined) throw new Error(`The image ${href} was not read`);
        const size = `width="${String(image.width)}" height="${String(image.height)}"`;
        const caption = title ? `<figcaption>${escapeHtml(typeset(title, language))}</figcaption>` : '';
        const largest = image.widths.at(-1) ?? image.width;
        if (origin !== undefined)
          return `<figure><img src="${origin}${workImageUrl(image, Math.min(largest, 1200), 'webp')}" ${size} alt="${escapeHtml(alt)}">${caption}</figure>`;
        const srcsets = ['avif', 'webp'] as const;
        return `<figure class="article__figure"><picture><source type="image/avif" srcset="${workImageSrcSet(image, srcsets[0])}" sizes="${ARTICLE_FIGURE_SIZES}"><img src="${workImageUrl(image, Math.min(largest, 800), 'webp')}" srcset="${workImageSrcSet(image, srcsets[1])}" sizes="${ARTICLE_FIGURE_SIZES}" ${size} alt="${escapeHtml(alt)}" loading="lazy" decoding="async"></picture>${caption}</figure>`;
      },
      code({ text: code, lang }) {
        const language = lang?.match(/^[\w-]+/)?.[0];
        const className = language === undefined ? '' : ` class="language-${language}"`;
        const focusable = origin === undefined ? ' class="article__code" tabindex="0"' : '';
        return `<pre${focusable}><code${className}>${escapeHtml(code)}</code></pre>\n`;
      },
      table(token) {
        const table = base.table.call(this, token);
        if (origin !== undefined) return table;
        const headers = token.header.map((cell) => plainText(cell.tokens)).join(', ');
        const label = `${copy[language].table}${language === 'fr' ? '\u00a0:' : ':'} ${headers}`;
        return `<div class="article__table" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${table}</div>\n`;
      },
      html() {
        throw new Error('HTML is refused before rendering');
      },
    },
  });
  return marked.parser([...tokens] as Token[]);
}

/** One article file's front matter checked; the problems, each with its field, added to `problems`. */
function frontMatter(yaml: string, problems: string[]): ArticleFrontMatter | undefined {
  const document = parseDocument(yaml, { prettyErrors: true });
  if (document.errors.length > 0) {
    problems.push(...document.errors.map((error) => `front matter: ${error.message.split('\n')[0] ?? ''}`));
    return undefined;
  }
  const parsed = articleFrontMatterSchema.safeParse(document.toJS());
  if (parsed.success) return parsed.data;
  problems.push(...parsed.error.issues.map((issue) => `${fieldPath(issue.path) || 'front matter'}: ${issue.message}`));
  return undefined;
}

/**
 * Reads one language of an article (`content/journal/<slug>/<language>.md`): YAML front matter, then the body in
 * Markdown. Throws a ContentError listing every problem, each with its field.
 */
export function parseArticleFile(file: string, source: string): ArticleSource {
  const dir = path.dirname(file);
  const slug = path.basename(dir);
  const name = path.basename(file, '.md');
  const problems: string[] = [];
  const language = languages.find((candidate) => candidate === name);
  if (language === undefined)
    throw new ContentError(file, [
      `an article's file is named after its language: ${languages.map((l) => `${l}.md`).join(' or ')}`,
    ]);
  if (!slugPattern.test(slug))
    problems.push(
      `the folder's name is the article's address: lowercase letters, digits and hyphens (cost-of-javascript)`,
    );
  const parts = splitFrontMatter(source);
  if (parts === undefined)
    throw new ContentError(file, ['the file must start with its front matter between two lines of ---']);
  const data = frontMatter(parts.yaml, problems);
  const imageSlug = `journal/${slug}`;
  const cover = data === undefined ? undefined : readWorkImage(dir, imageSlug, data.cover);
  if (Array.isArray(cover)) problems.push(...cover.map((problem) => `cover: ${problem}`));
  const tokens = new Marked({ gfm: true }).lexer(parts.body);
  const body = checkBody(tokens, language, dir, imageSlug, problems);
  if (body.words === 0) problems.push('body: is empty');
  if (problems.length > 0 || data === undefined || cover === undefined || Array.isArray(cover))
    throw new ContentError(file, problems);
  const set = (value: string) => typeset(value, language);
  const updated = data.updated ?? data.published;
  return {
    file,
    slug,
    language,
    tokens,
    images: [cover, ...body.images.values()],
    meta: {
      title: set(data.title),
      description: set(data.description),
      published: data.published,
      publishedLabel: dateLabel(data.published, language),
      updated,
      updatedLabel: dateLabel(updated, language),
      author: { name: data.author.name, role: set(data.author.role) },
      tags: data.tags.map((tag) => ({ key: anchorKey(tag), label: set(tag) })),
      coverAlt: set(data.coverAlt),
      readingMinutes: Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
      projects: data.projects ?? [],
    },
  };
}

/** The images an article file shows, by the name its Markdown gives them. */
export const imagesOf = (article: ArticleSource): Map<string, WorkImage> =>
  new Map(article.images.map(({ source, image }) => [path.basename(source), image] as const));
