import webpack from 'webpack';

/**
 * Workbox leaves a file out of the precache, with only a warning, when it exceeds its size limit. A site
 * that must work offline cannot silently lose a file: make that warning fail the build.
 */
export class FailOnPrecacheOmission {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterCompile.tap('FailOnPrecacheOmission', (compilation) => {
      for (const warning of compilation.warnings) {
        if (warning.message.includes("won't be precached")) {
          compilation.errors.push(new webpack.WebpackError(`Precache omission: ${warning.message}`));
        }
      }
    });
  }
}
