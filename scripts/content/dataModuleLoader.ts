import path from 'node:path';
import type { LoaderContext } from 'webpack';

/** A data module's exports, each as the name it is exported under and its value as JSON. */
export function dataModuleExports(file: string): [name: string, literal: string][] {
  Reflect.deleteProperty(require.cache, require.resolve(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(file) as Record<string, unknown>;
  return Object.entries(exported)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => {
      if (typeof value === 'function' || value === undefined)
        throw new Error(`${path.relative(process.cwd(), file)}: ${name} is not data; a data module exports only data`);
      return [name, JSON.stringify(value)];
    });
}

/**
 * Webpack loader for `*.data.ts` modules (src/content/): runs the module at build time, in Node, and hands the bundle
 * the values it exports instead of its code.
 */
export default function dataModuleLoader(this: LoaderContext<unknown>): string {
  // Any content file may change what a data module exports (a watch rebuild reads them again).
  this.addContextDependency(path.resolve('content'));
  return dataModuleExports(this.resourcePath)
    .map(([name, literal]) =>
      name === 'default' ? `export default ${literal};` : `export const ${name} = ${literal};`,
    )
    .join('\n');
}
