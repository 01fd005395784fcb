// Jest's stand-in for the build's loader of `*.data.ts` modules (dataModuleLoader.ts): each runs once, here, and the
// tests get the values it exports, from Jest's cache after the first time, instead of every test file parsing the
// whole of content/ again.
/* eslint-disable @typescript-eslint/no-require-imports */
require('./swcRequire.cjs');
const { createHash } = require('node:crypto');
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { dataModuleExports } = require('./dataModuleLoader.ts');

/** What a data module may read or import: any change to them is a new cache key. */
const inputs = ['content', 'scripts/content', 'src/content', 'src/i18n'];

function stamp(hash, folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) stamp(hash, file);
    else {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${String(size)}\0${String(mtimeMs)}\0`);
    }
  }
}

module.exports = {
  getCacheKey(source, file, { configString }) {
    const hash = createHash('sha256').update(source).update(file).update(configString);
    for (const folder of inputs) stamp(hash, path.resolve(folder));
    return hash.digest('hex');
  },
  process(_source, file) {
    const properties = dataModuleExports(file).map(([name, literal]) => `${JSON.stringify(name)}: ${literal}`);
    return { code: `module.exports = { __esModule: true, ${properties.join(', ')} };` };
  },
};
