import type { CaseStudy } from './caseStudy';

/** Where a case study comes from: the build lists the chunk holding this file with its page's scripts. */
export const caseStudyFile = (slug: string) => `content/projects/${slug}.md`;

/** A project file's case study, in its own chunk: no other page carries its text. */
export function loadCaseStudy(slug: string): Promise<CaseStudy> {
  // Unnamed chunks: a name each would add to the runtime every page loads.
  return import(/* webpackInclude: /\.md$/ */ `../../content/projects/${slug}.md`).then(
    (module: { default: CaseStudy }) => module.default,
  );
}
