import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { parseProjectFile } from './projectFile';
import { caseStudyOf } from './projects';

/** A project file's case study, as its page's own chunk: the small tree of src/content/caseStudy.ts, as data. */
export function caseStudyModule(file: string, source: string): string {
  return JSON.stringify(caseStudyOf(parseProjectFile(path.relative(process.cwd(), file), source)));
}

/** Webpack loader for content/projects/*.md: `export default` the case study, checked as the build checks every file. */
export default function caseStudyLoader(this: LoaderContext<unknown>, source: string): string {
  return `export default ${caseStudyModule(this.resourcePath, source)};`;
}
