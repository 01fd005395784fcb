import type { Language } from '../i18n/languages';
import type { WorkImage } from './workImage';

/** A person of the studio who signs an article, with their role in the article's language. */
export interface ArticleAuthor {
  readonly name: string;
  readonly role: string;
}

/** A tag as shown (`label`) and as the list's address names it (`key`: `?tag=accessibilite`). */
export interface ArticleTag {
  readonly key: string;
  readonly label: string;
}

/** One language of an article: what its card, its page's header and its metadata show. */
export interface ArticleMeta {
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, and the same date as the page reads it (`3 juillet 2025`, `3 July 2025`). */
  readonly published: string;
  readonly publishedLabel: string;
  /** The last update; the publication date when the article was never updated. */
  readonly updated: string;
  readonly updatedLabel: string;
  readonly author: ArticleAuthor;
  readonly tags: readonly ArticleTag[];
  readonly coverAlt: string;
  /** Minutes of reading, at 220 words a minute, one at least. */
  readonly readingMinutes: number;
  /** Related case studies, by their project's slug. */
  readonly projects: readonly string[];
}

/** An article of the journal: its slug (its address in every language it is written in) and its cover. */
export interface ArticleCard {
  readonly slug: string;
  readonly cover: WorkImage;
  /** The languages it is written in: French, English or both (only both are paired by `hreflang`). */
  readonly languages: readonly Language[];
  readonly fr?: ArticleMeta;
  readonly en?: ArticleMeta;
}

/** What an article's own chunk holds: its body, rendered to HTML at build. */
export interface ArticleBody {
  readonly html: string;
}

/** An article's address within its language. */
export const articlePath = (slug: string): `/journal/${string}` => `/journal/${slug}`;

/** The list filtered by one tag, as an address: `/journal?tag=accessibilite`. */
export const journalTagPath = (key: string): string => `/journal?tag=${encodeURIComponent(key)}`;

/** The address of a language's feed, within that language (`/journal/feed.xml`, `/en/journal/feed.xml`). */
export const journalFeedPath = '/journal/feed.xml';

/** Where an article's text comes from: the build lists the chunk holding this file with its page's scripts. */
export const articleFile = (slug: string, language: Language) => `content/journal/${slug}/${language}.md`;
