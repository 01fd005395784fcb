import type { Project } from '../../content/portfolio';

/** The card's id, the fragment of the project's `link` (`/projects#project-1` gives `project-1`). */
export function projectAnchor(project: Project): string {
  return project.link.slice(project.link.indexOf('#') + 1);
}
