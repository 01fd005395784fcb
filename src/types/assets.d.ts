declare module '*.scss';
declare module '*.css';

/** A project file of content/projects/, as the build's loader hands it over (scripts/content/caseStudyLoader.ts). */
declare module '*.md' {
  const caseStudy: import('../content/caseStudy').CaseStudy;
  export default caseStudy;
}

/** A file's text (webpack's `asset/source`), for markup inlined in the page: the brand's mark. */
declare module '*.svg?source' {
  const markup: string;
  export default markup;
}
