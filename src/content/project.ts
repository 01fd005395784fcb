import type { Figure } from './caseStudy';
import type { WorkImage } from './workImage';

export const projectCategories = ['fintech', 'ecommerce', 'healthcare', 'education', 'ai', 'blockchain'] as const;

export type ProjectCategory = (typeof projectCategories)[number];

/**
 * A project as its card shows it, the same in every language: one file of content/projects/ each (its
 * name is the slug). Its words in each language are in the dictionaries, under `projects.items.<slug>`.
 */
export interface Project {
  /** The project's number, kept from the spec: its card's anchor on the list (`/projects#project-1`). */
  readonly id: string;
  /** The last segment of its case study's address. */
  readonly slug: string;
  readonly category: ProjectCategory;
  readonly year: number;
  /** Its client's name, as written in every language: the list's search finds the project by it. */
  readonly client: string;
  readonly tags: readonly string[];
  /** The product as the studio drew it: the first of its images (content/projects/<slug>/). */
  readonly cover: WorkImage;
}

/**
 * What a card says in one language, kept with the dictionaries (`projects.items.<slug>`): its title and summary,
 * and its case study's sector and services, which the card does not show but the list's search reads.
 */
export interface ProjectCopy {
  readonly title: string;
  /** What the cover shows, for those who cannot see it. */
  readonly coverAlt: string;
  /** The case study's first result, which the card leads with. */
  readonly figure: Figure;
  readonly description: string;
  readonly sector: string;
  readonly services: readonly string[];
}

/** The case study's address within a language (`/projects/<slug>`). */
export const projectPath = (slug: string): `/projects/${string}` => `/projects/${slug}`;
