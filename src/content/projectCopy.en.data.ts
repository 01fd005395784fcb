// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { projectCopyOf, readProjects } from '../../scripts/content/projects';
import type { ProjectCopy } from './project';

/** The cards' English title and summary, with the sector and services the search reads, by slug: the English dictionary's `projects.items`. */
const projectCopy: Readonly<Record<string, ProjectCopy>> = projectCopyOf(readProjects(), 'en');
export default projectCopy;
