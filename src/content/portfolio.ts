import { portfolio } from './portfolio.data';

export { portfolio };
export { coverPhoto, projectCategories, projectPath } from './project';
export type { Project, ProjectCategory, ProjectCopy } from './project';

/** The home page's teaser shows the first four. */
export const teaserProjects = portfolio.slice(0, 4);

export const projectBySlug = (slug: string) => portfolio.find((project) => project.slug === slug);
