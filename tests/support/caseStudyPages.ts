import { caseStudyOf, readProjects } from '../../scripts/content/projects';
import type { CaseStudyText, Inline } from '../../src/content/caseStudy';
import { localizedPath } from '../../src/i18n/languagePaths';
import { languages } from '../../src/i18n/languages';

// What the agency wrote (content/projects/), read as the build reads it: what every page must show.
export const projects = readProjects();

const plain = (parts: readonly Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : plain(part.children))).join('');

/** The case study's first sentence of its challenge, as the page shows it. */
export function challengeSentence(text: CaseStudyText): string {
  const [first] = text.challenge;
  if (first?.type !== 'paragraph') throw new Error('A challenge starts with a paragraph');
  return (/^[^.]+\./.exec(plain(first.children))?.[0] ?? '').trim();
}

/** Every case study page, French ones first: its project, language, address, copy and text. */
export const caseStudyPages = languages.flatMap((language) =>
  projects.map((project) => ({
    project,
    language,
    address: localizedPath(`/projects/${project.card.slug}`, language),
    copy: project.copy[language],
    text: caseStudyOf(project)[language],
  })),
);
