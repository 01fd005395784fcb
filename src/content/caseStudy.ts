import type { Language } from '../i18n/languages';
import type { WorkImage } from './workImage';

/**
 * A case study's text as the build hands it to the page (scripts/content/): Markdown already turned into
 * this small tree, so the browser gets plain data, never a Markdown parser, and React renders it as text.
 */
export type Inline =
  | string
  | { readonly type: 'strong'; readonly children: readonly Inline[] }
  | { readonly type: 'em'; readonly children: readonly Inline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly type: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] };

/** A result in figures: `value` shown large (`−38 %`), `label` saying what it counts. */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

export interface Quote {
  readonly text: string;
  readonly author: string;
  readonly role: string;
}

/** What a case study's page says in one language, besides the card's title and summary. */
export interface CaseStudyText {
  readonly sector: string;
  readonly services: readonly string[];
  readonly challenge: readonly Block[];
  readonly approach: readonly Block[];
  readonly results: readonly Block[];
  readonly figures: readonly Figure[];
  readonly quote?: Quote;
}

/** One content file's case study, in both languages: its own chunk, loaded by its page only. */
export interface CaseStudy extends Readonly<Record<Language, CaseStudyText>> {
  readonly slug: string;
  readonly client: string;
  /** The product's frames after the cover, each with what it shows in each language. */
  readonly gallery: readonly GalleryImage[];
}

export interface GalleryImage {
  readonly image: WorkImage;
  readonly alt: Readonly<Record<Language, string>>;
}
