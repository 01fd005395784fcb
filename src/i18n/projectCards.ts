import type { ProjectCopy } from '../content/project';

/**
 * The projects' cards in one language (`projects.items.<slug>`), joined to that language's dictionary where
 * i18next gets it, and never to the dictionary modules the server reads.
 */
export type ProjectCards = Readonly<Record<string, ProjectCopy>>;

export interface WithProjectCards {
  projects: { items: ProjectCards };
}

export function withProjectCards<Dictionary extends { projects: object }>(dictionary: Dictionary, cards: ProjectCards) {
  return { ...dictionary, projects: { ...dictionary.projects, items: cards } };
}
