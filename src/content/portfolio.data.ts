// A data module: run at build time, its exported values replace it in the bundles (scripts/content/dataModuleLoader.ts).
import { portfolioOf, readProjects } from '../../scripts/content/projects';
import type { Project } from './project';

/** The projects' cards from content/projects/, in the list's order. */
export const portfolio: readonly Project[] = portfolioOf(readProjects());
