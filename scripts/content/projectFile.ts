import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { CaseStudyText, GalleryImage } from '../../src/content/caseStudy';
import { projectCategories, type Project, type ProjectCopy } from '../../src/content/project';
import { languages, type Language } from '../../src/i18n/languages';
import { readWorkImage, type WorkImageSource } from '../images/workImages';
import { richText, RichTextError } from './richText';
import { typeset } from './typography';

/** A content file the build refuses: the message names the file, each field and what is wrong with it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.length === 1 ? (problems[0] ?? '') : `\n  - ${problems.join('\n  - ')}`}`);
    this.name = 'ContentError';
  }
}

export const missing = (input: unknown) => input === undefined || input === null;

export const text = z
  .string({
    error: (issue) => (missing(issue.input) ? 'is missing' : `must be text, not ${JSON.stringify(issue.input)}`),
  })
  .trim()
  .min(1, { error: 'is empty' });

const texts = z
  .array(text, { error: (issue) => (missing(issue.input) ? 'is missing' : 'must be a list, one item a line: - item') })
  .min(1, { error: 'needs at least one item' });

/** What a screen reader says for an image: a sentence, short enough to be heard whole. */
export const altText = text.max(200, {
  error: 'is longer than 200 characters: an alt text says what the image shows, briefly',
});

/** A figure may be a bare number (`0`, `12`): shown as written. */
const figureValue = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text);

const number = (what: string) =>
  z
    .number({
      error: (issue) => (missing(issue.input) ? 'is missing' : `must be ${what}, not ${JSON.stringify(issue.input)}`),
    })
    .int({ error: `must be ${what}` });

const block = (what: string) => (issue: { input: unknown }) =>
  missing(issue.input) ? `is missing: ${what}` : `must be ${what}`;

const languageFields = z.strictObject(
  {
    title: text,
    // The card's words and the page's description for search engines, which cut longer ones.
    summary: text.max(160, { error: 'is longer than 160 characters (search results cut it)' }),
    sector: text,
    services: texts,
    figures: z
      .array(
        z.strictObject({ value: figureValue, label: text }, { error: block('a figure with its value and label') }),
        {
          error: block('a list of figures, each with its value and label'),
        },
      )
      .min(1, { error: 'needs at least one figure' })
      .max(4, { error: 'holds four figures at most' }),
    quote: z
      .strictObject({ text, author: text, role: text }, { error: block('the quote, its author and role') })
      .optional(),
  },
  { error: block('the project’s fields in this language (title, summary, sector, services, figures)') },
);

/** The front matter of a project file: what the cards show, and the case study's structured parts. */
export const frontMatterSchema = z.strictObject({
  id: number('a whole number').positive({ error: 'must be a positive number' }),
  order: number('a whole number (the place in the list: 1 comes first)'),
  category: z.enum(projectCategories, {
    error: (issue) =>
      missing(issue.input)
        ? 'is missing'
        : `${JSON.stringify(issue.input)} is not a category: use one of ${projectCategories.join(', ')}`,
  }),
  year: number('a year (2024)')
    .min(1990, { error: 'must be a year (2024)' })
    .max(2100, { error: 'must be a year (2024)' }),
  client: text,
  tags: texts,
  images: z
    .array(
      z.strictObject(
        { file: text, fr: altText, en: altText },
        { error: block('an image: its file, and its alt text in fr and en') },
      ),
      { error: block('a list of images, the cover first: - file: cover.svg, with fr: and en: alt texts') },
    )
    .min(3, { error: 'needs a cover and two frames at least' })
    .max(5, { error: 'holds a cover and four frames at most' }),
  fr: languageFields,
  en: languageFields,
});

type FrontMatter = z.infer<typeof frontMatterSchema>;

/** The body's headings: `# fr` and `# en`, each with its three sections, named in its language. */
const sectionHeadings = {
  fr: { challenge: 'Défi', approach: 'Approche', results: 'Résultats' },
  en: { challenge: 'Challenge', approach: 'Approach', results: 'Results' },
} as const satisfies Record<Language, Record<'challenge' | 'approach' | 'results', string>>;
type Section = keyof (typeof sectionHeadings)['fr'];
const sections = Object.keys(sectionHeadings.fr) as Section[];

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A project file read whole: what its card, its dictionaries' entries and its case study are made of. */
export interface ProjectSource {
  readonly file: string;
  readonly order: number;
  readonly card: Project;
  readonly copy: Readonly<Record<Language, ProjectCopy>>;
  readonly client: string;
  readonly text: Readonly<Record<Language, CaseStudyText>>;
  /** The cover, then the frames: checked, named, and where their sources are for the build to encode. */
  readonly images: readonly WorkImageSource[];
  readonly gallery: readonly GalleryImage[];
}

export function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  return match === null ? undefined : { yaml: match[1] ?? '', body: match[2] ?? '' };
}

/** The body's `# <language>` parts, each cut into its `## <section>` parts (Markdown text). */
function bodySections(body: string, problems: string[]): Partial<Record<Language, Record<Section, string>>> {
  const parts: Partial<Record<Language, Record<Section, string>>> = {};
  let language: Language | undefined;
  // `null`: inside a heading already reported, whose lines are not reported again.
  let section: Section | null | undefined;
  const lines: Record<string, string[]> = {};
  for (const line of body.split(/\r?\n/)) {
    const top = /^#\s+(.+?)\s*$/.exec(line);
    const sub = /^##\s+(.+?)\s*$/.exec(line);
    if (top) {
      const name = (top[1] ?? '').toLowerCase();
      language = languages.find((candidate) => candidate === name);
      section = undefined;
      if (language === undefined) problems.push(`body: "# ${top[1] ?? ''}" is not a language: use # fr and # en`);
      else if (parts[language]) problems.push(`body: "# ${language}" appears twice`);
      else parts[language] = { challenge: '', approach: '', results: '' };
    } else if (sub) {
      const name = (sub[1] ?? '').toLowerCase();
      if (language === undefined) {
        problems.push(`body: "## ${sub[1] ?? ''}" comes before "# fr" or "# en"`);
        continue;
      }
      section =
        sections.find((candidate) => sectionHeadings[language ?? 'fr'][candidate].toLowerCase() === name) ?? null;
      if (section === null)
        problems.push(
          `body, ${language}: "## ${sub[1] ?? ''}" is not a section: use ${sections.map((key) => `## ${sectionHeadings[language ?? 'fr'][key]}`).join(', ')}`,
        );
    } else if (language !== undefined && section !== undefined && section !== null) {
      (lines[`${language}.${section}`] ??= []).push(line);
    } else if (line.trim() !== '' && section !== null) {
      problems.push(`body: "${line.trim().slice(0, 40)}" is outside any section`);
    }
  }
  for (const [key, content] of Object.entries(lines)) {
    const [lang, name] = key.split('.') as [Language, Section];
    const part = parts[lang];
    if (part) part[name] = content.join('\n').trim();
  }
  return parts;
}

export const fieldPath = (segments: readonly PropertyKey[]) =>
  segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${String(segment)}]` : `${index > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('');

/**
 * Reads one project file (`content/projects/<slug>.md`): YAML front matter, then the case study in both
 * languages. Throws a ContentError listing every problem, each with its field.
 */
export function parseProjectFile(file: string, source: string): ProjectSource {
  const name = path.basename(file, '.md');
  const problems: string[] = [];
  if (!slugPattern.test(name))
    problems.push(`the file name is the project's address: lowercase letters, digits and hyphens (mobile-banking.md)`);
  const parts = splitFrontMatter(source);
  if (parts === undefined)
    throw new ContentError(file, ['the file must start with its front matter between two lines of ---']);

  const document = parseDocument(parts.yaml, { prettyErrors: true });
  if (document.errors.length > 0)
    throw new ContentError(
      file,
      document.errors.map((error) => `front matter: ${error.message.split('\n')[0] ?? ''}`),
    );
  const parsed = frontMatterSchema.safeParse(document.toJS());
  if (!parsed.success)
    problems.push(
      ...parsed.error.issues.map((issue) => `${fieldPath(issue.path) || 'front matter'}: ${issue.message}`),
    );

  const images: WorkImageSource[] = [];
  if (parsed.success) {
    const dir = path.join(path.dirname(file), name);
    const seen = new Set<string>();
    parsed.data.images.forEach(({ file: imageFile }, index) => {
      if (seen.has(imageFile)) problems.push(`images[${String(index)}].file: ${imageFile} is listed twice`);
      seen.add(imageFile);
      const image = readWorkImage(dir, name, imageFile);
      if (Array.isArray(image)) problems.push(...image.map((problem) => `images[${String(index)}].file: ${problem}`));
      else images.push(image);
    });
  }

  const body = bodySections(parts.body, problems);
  const text: Partial<Record<Language, CaseStudyText>> = {};
  for (const language of languages) {
    const sectionsOf = body[language];
    if (sectionsOf === undefined) {
      problems.push(`body: "# ${language}" is missing: the case study needs its text in both languages`);
      continue;
    }
    const blocks: Partial<Record<Section, CaseStudyText['challenge']>> = {};
    for (const section of sections) {
      const markdown = sectionsOf[section];
      const heading = `## ${sectionHeadings[language][section]}`;
      if (markdown === '') {
        problems.push(`body, ${language}: "${heading}" is missing or empty`);
        continue;
      }
      try {
        blocks[section] = richText(markdown, language);
      } catch (error) {
        if (!(error instanceof RichTextError)) throw error;
        problems.push(`body, ${language}, ${heading}: ${error.message}`);
      }
    }
    if (parsed.success && blocks.challenge && blocks.approach && blocks.results)
      text[language] = caseStudyText(
        parsed.data[language],
        blocks as Record<Section, CaseStudyText['challenge']>,
        language,
      );
  }

  if (problems.length > 0 || !parsed.success || text.fr === undefined || text.en === undefined)
    throw new ContentError(file, problems);
  const data = parsed.data;
  const [cover] = images;
  if (cover === undefined) throw new ContentError(file, ['images: the cover is missing']);
  return {
    file,
    order: data.order,
    card: {
      id: String(data.id),
      slug: name,
      category: data.category,
      year: data.year,
      client: data.client,
      tags: data.tags,
      cover: cover.image,
    },
    copy: {
      fr: cardCopy(data, text.fr, 'fr'),
      en: cardCopy(data, text.en, 'en'),
    },
    client: data.client,
    text: { fr: text.fr, en: text.en },
    images,
    gallery: images.slice(1).map(({ image }, index) => {
      const entry = data.images[index + 1];
      return { image, alt: { fr: typeset(entry?.fr ?? '', 'fr'), en: typeset(entry?.en ?? '', 'en') } };
    }),
  };
}

/** The card's words in one language, with the case study's sector and services (already typeset) for the search. */
function cardCopy(data: FrontMatter, text: CaseStudyText, language: Language): ProjectCopy {
  const fields = data[language];
  return {
    coverAlt: typeset(data.images[0]?.[language] ?? '', language),
    figure: text.figures[0] ?? { value: '', label: '' },
    title: typeset(fields.title, language),
    description: typeset(fields.summary, language),
    sector: text.sector,
    services: text.services,
  };
}

function caseStudyText(
  fields: FrontMatter[Language],
  blocks: Record<Section, CaseStudyText['challenge']>,
  language: Language,
): CaseStudyText {
  const set = (value: string) => typeset(value, language);
  return {
    sector: set(fields.sector),
    services: fields.services.map(set),
    ...blocks,
    figures: fields.figures.map((figure) => ({ value: set(figure.value), label: set(figure.label) })),
    ...(fields.quote === undefined
      ? {}
      : { quote: { text: set(fields.quote.text), author: fields.quote.author, role: set(fields.quote.role) } }),
  };
}
