// Jest's stand-in for webpack's `asset/source` (`import markup from './mark.svg?source'`): the file's text.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
