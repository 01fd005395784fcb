import type { Project } from '../../content/portfolio';

/** The card's id on the list: `/projects#project-1` leads to the project numbered 1. */
export function projectAnchor(project: Project): string {
  return `project-${project.id}`;
}
