import type { LoaderContext } from 'webpack';
import { articleBodyModule } from './journal';

/** Webpack loader for content/journal/<slug>/<language>.md: `export default` the body as HTML, checked as the build checks every file. */
export default function articleLoader(this: LoaderContext<unknown>, source: string): string {
  // The figures it shows are files of its folder: a changed image changes its names in the HTML.
  this.addContextDependency(this.context);
  return `export default ${articleBodyModule(this.resourcePath, source)};`;
}
