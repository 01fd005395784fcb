// Jest's stand-in for the build's loaders of content/projects/*.md (caseStudyLoader.ts) and content/journal/ (articleLoader.ts): the same parser,
// through ts-node, since Jest loads transformers with Node's own require.
/* eslint-disable @typescript-eslint/no-require-imports */
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'CommonJS' } });
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
