import path from 'node:path';
import type { LoaderContext } from 'webpack';

/**
 * Webpack loader for `*.data.ts` modules (src/content/): runs the module at build time, in Node, and hands the bundle
 * the values it exports instead of its code.
 */
export default function dataModuleLoader(this: LoaderContext<unknown>): string {
  // Any content file may change what a data module exports (a watch rebuild reads them again).
  this.addContextDependency(path.resolve('content'));
  const file = this.resourcePath;
  Reflect.deleteProperty(require.cache, require.resolve(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(file) as Record<string, unknown>;
  return Object.entries(exported)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => {
      if (typeof value === 'function' || value === undefined)
        throw new Error(`${path.relative(process.cwd(), file)}: ${name} is not data; a data module exports only data`);
      const literal = JSON.stringify(value);
      return name === 'default' ? `export default ${literal};` : `export const ${name} = ${literal};`;
    })
    .join('\n');
}
