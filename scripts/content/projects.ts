import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaseStudy } from '../../src/content/caseStudy';
import type { Project, ProjectCopy } from '../../src/content/project';
import type { Language } from '../../src/i18n/languages';
import { ContentError, parseProjectFile, type ProjectSource } from './projectFile';

/** Where the agency's project files live, from the project's root (the build's and the tests' working folder). */
export const PROJECTS_DIR = path.resolve('content/projects');

const relative = (file: string) => path.relative(process.cwd(), file);

/** Every project file, checked one by one and together (no id, slug or place twice), in the list's order. */
export function readProjects(dir: string = PROJECTS_DIR): ProjectSource[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
  if (files.length === 0) throw new ContentError(relative(dir), ['no project file (<slug>.md) in the folder']);
  const projects = files.map((file) => parseProjectFile(relative(file), readFileSync(file, 'utf8')));
  for (const [field, valueOf] of [
    ['id', (project: ProjectSource) => project.card.id],
    ['order', (project: ProjectSource) => String(project.order)],
  ] as const) {
    const seen = new Map<string, string>();
    for (const project of projects) {
      const earlier = seen.get(valueOf(project));
      if (earlier !== undefined)
        throw new ContentError(project.file, [`${field}: ${valueOf(project)} is already ${earlier}'s`]);
      seen.set(valueOf(project), project.file);
    }
  }
  return projects.sort((a, b) => a.order - b.order);
}

/** The cards, in the list's order. */
export const portfolioOf = (projects: readonly ProjectSource[]): Project[] => projects.map((project) => project.card);

/** The cards' words in one language, by slug: the dictionaries' `projects.items`. */
export const projectCopyOf = (projects: readonly ProjectSource[], language: Language): Record<string, ProjectCopy> =>
  Object.fromEntries(projects.map((project) => [project.card.slug, project.copy[language]]));

/** One file's case study: what its page's own chunk holds. */
export function caseStudyOf(project: ProjectSource): CaseStudy {
  return {
    slug: project.card.slug,
    client: project.client,
    gallery: project.gallery,
    fr: project.text.fr,
    en: project.text.en,
  };
}
