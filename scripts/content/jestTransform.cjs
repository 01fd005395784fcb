// Jest's stand-in for the build's loaders of content/projects/*.md (caseStudyLoader.ts) and content/journal/
// (articleLoader.ts): the same parsers, loaded by Node's own require as Jest loads transformers.
/* eslint-disable @typescript-eslint/no-require-imports */
require('./swcRequire.cjs');
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
