import { portfolio } from './portfolio.data';

export { portfolio };
export { projectCategories, projectPath } from './project';
export type { Project, ProjectCategory, ProjectCopy } from './project';

const [first] = portfolio;
if (first === undefined) throw new Error('content/projects/ holds no project');
/** The home page leads with the first project, full-bleed. */
export const flagshipProject = first;

/** The home page's strip shows the four after it. */
export const teaserProjects = portfolio.slice(1, 5);

export const projectBySlug = (slug: string) => portfolio.find((project) => project.slug === slug);
