declare module '*.scss';
declare module '*.css';

/** A project file of content/projects/, as the build's loader hands it over (scripts/content/caseStudyLoader.ts). */
declare module '*.md' {
  const caseStudy: import('../content/caseStudy').CaseStudy;
  export default caseStudy;
}
