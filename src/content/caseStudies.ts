import type { CaseStudy } from './caseStudy';

/**
 * Each case study's chunk is named after its file, so the build can list it with its page's scripts
 * (webpack's `[request]` below: `kalma.md` is `kalma-md`).
 */
export const caseStudyChunk = (slug: string) => `case-study-${slug}-md`;

/** A project file's case study, in its own chunk: no other page carries its text. */
export function loadCaseStudy(slug: string): Promise<CaseStudy> {
  return import(
    /* webpackChunkName: "case-study-[request]" */ /* webpackInclude: /\.md$/ */ `../../content/projects/${slug}.md`
  ).then((module: { default: CaseStudy }) => module.default);
}
