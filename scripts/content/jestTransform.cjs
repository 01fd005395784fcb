// Jest's stand-in for the build's loaders of content/projects/*.md (caseStudyLoader.ts) and content/journal/
// (articleLoader.ts): the same parsers, loaded with Node's own require (as Jest loads transformers), their
// TypeScript turned into CommonJS by swc, as the tests' own files are (jest.config.ts): a third of ts-node's CPU.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const { caseStudyModule } = require('./caseStudyLoader.ts');
const { articleBodyModule } = require('./journal.ts');

module.exports = {
  process(source, file) {
    const module = /[\\/]content[\\/]journal[\\/]/.test(file)
      ? articleBodyModule(file, source)
      : caseStudyModule(file, source);
    return { code: `module.exports = { __esModule: true, default: ${module} };` };
  },
};
