import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { articlePath, journalFeedPath, type ArticleCard } from '../../src/content/article';
import { localizedPath } from '../../src/i18n/languagePaths';
import { atomFeed } from '../../src/seo/atomFeed';
import { languages, type Language } from '../../src/i18n/languages';
import { imagesOf, parseArticleFile, renderArticle, type ArticleSource } from './articleFile';
import { ContentError } from './projectFile';

/** Where the journal's articles live: a folder each, from the project's root. */
export const JOURNAL_DIR = path.resolve('content/journal');

const relative = (file: string) => path.relative(process.cwd(), file);

/** The newest first; on the same day, by slug, so the order never depends on the file system. */
const newestFirst = (a: { published: string; slug: string }, b: { published: string; slug: string }) =>
  b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);

/**
 * Every article in every language it is written in, checked one by one and against the projects it names, newest
 * first. A folder holds `fr.md`, `en.md` or both, and the images they show.
 */
export function readJournal(projectSlugs: readonly string[], dir: string = JOURNAL_DIR): ArticleSource[] {
  if (!existsSync(dir)) return [];
  const articles: ArticleSource[] = [];
  const problems: ContentError[] = [];
  for (const slug of readdirSync(dir).sort()) {
    const folder = path.join(dir, slug);
    if (!statSync(folder).isDirectory()) {
      problems.push(new ContentError(relative(folder), ['the journal holds one folder per article, nothing else']));
      continue;
    }
    const files = readdirSync(folder).filter((name) => name.endsWith('.md'));
    const unknown = files.filter((name) => !languages.some((language) => name === `${language}.md`));
    if (unknown.length > 0 || files.length === 0) {
      problems.push(
        new ContentError(relative(folder), [
          files.length === 0
            ? 'no text: write fr.md, en.md or both'
            : `${unknown.join(', ')}: an article's text is named after its language (fr.md, en.md)`,
        ]),
      );
      continue;
    }
    const covers = new Map<string, string>();
    for (const name of files) {
      const file = path.join(folder, name);
      try {
        const article = parseArticleFile(relative(file), readFileSync(file, 'utf8'));
        const strangers = article.meta.projects.filter((project) => !projectSlugs.includes(project));
        if (strangers.length > 0)
          throw new ContentError(article.file, [
            `projects: ${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not a project (${projectSlugs.join(', ')})`,
          ]);
        const cover = path.basename(article.images[0]?.source ?? '');
        const other = [...covers.entries()].find(([, file]) => file !== cover);
        if (other !== undefined)
          throw new ContentError(article.file, [
            `cover: ${cover} is not ${other[0]}'s ${other[1]}: an article has one cover in every language`,
          ]);
        covers.set(name, cover);
        articles.push(article);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error);
      }
    }
  }
  const [first, ...others] = problems;
  if (first !== undefined)
    throw others.length === 0
      ? first
      : new AggregateError(problems, problems.map((problem) => problem.message).join('\n'));
  return articles.sort((a, b) => newestFirst({ ...a.meta, slug: a.slug }, { ...b.meta, slug: b.slug }));
}

/** The journal's cards: one per article, with its meta in each language it has, newest first. */
export function articleCardsOf(articles: readonly ArticleSource[]): ArticleCard[] {
  const bySlug = new Map<string, ArticleSource[]>();
  for (const article of articles) bySlug.set(article.slug, [...(bySlug.get(article.slug) ?? []), article]);
  const cards = [...bySlug.entries()].map(([slug, versions]) => {
    const metaIn = (language: Language) => versions.find((version) => version.language === language)?.meta;
    const fr = metaIn('fr');
    const en = metaIn('en');
    const cover = versions[0]?.images[0]?.image;
    if (cover === undefined) throw new Error(`No text for ${slug}`);
    const card: ArticleCard = {
      slug,
      cover,
      languages: languages.filter((language) => versions.some((version) => version.language === language)),
      ...(fr === undefined ? {} : { fr }),
      ...(en === undefined ? {} : { en }),
    };
    // Its place in the list: when it was first published, in whichever language.
    return { card, slug, published: versions.map((version) => version.meta.published).sort()[0] ?? '' };
  });
  return cards.sort(newestFirst).map(({ card }) => card);
}

/** An article file's body as its chunk holds it: HTML for the page, with its figures' responsive images. */
export function articleBodyModule(file: string, source: string): string {
  const article = parseArticleFile(relative(file), source);
  return JSON.stringify({
    html: renderArticle(article.tokens, { language: article.language, images: imagesOf(article) }),
  });
}

/** Each language's Atom feed of the journal, by the file the build writes (`journal/feed.xml`, `en/journal/feed.xml`). */
export function journalFeeds(
  articles: readonly ArticleSource[],
  site: { origin: string; agencyName: string; subtitle: Readonly<Record<Language, string>> },
): Record<string, string> {
  return Object.fromEntries(
    languages.map((language) => {
      const entries = articles
        .filter((article) => article.language === language)
        .map((article) => ({
          slug: article.slug,
          meta: article.meta,
          html: renderArticle(article.tokens, { language, images: imagesOf(article), origin: site.origin }),
        }));
      const feed = atomFeed({
        origin: site.origin,
        language,
        title: `${site.agencyName} · Journal`,
        subtitle: site.subtitle[language],
        agencyName: site.agencyName,
        entries,
      });
      return [localizedPath(journalFeedPath, language).slice(1), feed];
    }),
  );
}

/** When each journal page last changed, in each language: the sitemap's `lastmod`. */
export function journalLastmod(cards: readonly ArticleCard[]): Record<string, Partial<Record<Language, string>>> {
  const newest = (language: Language) =>
    cards
      .flatMap((card) => card[language]?.updated ?? [])
      .sort()
      .at(-1);
  const list: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const day = newest(language);
    if (day !== undefined) list[language] = day;
  }
  return {
    '/journal': list,
    ...Object.fromEntries(
      cards.map((card) => [
        articlePath(card.slug),
        Object.fromEntries(
          languages.flatMap((language) => {
            const meta = card[language];
            return meta === undefined ? [] : [[language, meta.updated]];
          }),
        ),
      ]),
    ),
  };
}
