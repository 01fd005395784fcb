// Jest's stand-in for the build's loader of content/projects/*.md (caseStudyLoader.ts): the same parser,
// through ts-node, since Jest loads transformers with Node's own require.
/* eslint-disable @typescript-eslint/no-require-imports */
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'CommonJS' } });
const { caseStudyModule } = require('./caseStudyLoader.ts');

module.exports = {
  process(source, file) {
    return { code: `module.exports = { __esModule: true, default: ${caseStudyModule(file, source)} };` };
  },
};
