// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { projectCopyOf, readProjects } from '../../scripts/content/projects';
import type { ProjectCopy } from './project';

/** The cards' French title and summary, with the sector and services the search reads, by slug: the French dictionary's `projects.items`. */
const projectCopy: Readonly<Record<string, ProjectCopy>> = projectCopyOf(readProjects(), 'fr');
export default projectCopy;
