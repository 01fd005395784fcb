import type { ProjectCopy } from '../content/project';

/**
 * The projects' cards in one language (`projects.items.<slug>`), from content/projects/: they join the
 * dictionary where i18next gets it, each language's with that language's dictionary (French in the main
 * bundle, English in its chunk), and never in the dictionary modules the server reads.
 */
export type ProjectCards = Readonly<Record<string, ProjectCopy>>;

export interface WithProjectCards {
  projects: { items: ProjectCards };
}

export function withProjectCards<Dictionary extends { projects: object }>(dictionary: Dictionary, cards: ProjectCards) {
  return { ...dictionary, projects: { ...dictionary.projects, items: cards } };
}
