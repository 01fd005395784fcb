import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';

const NAME = 'SourceMapsOutside';

/**
 * Moves the source maps out of the published build into `dir` (kept for debugging a production stack trace): `dist/` is
 * what a CDN or the server publishes, and a map gives away the whole source.
 */
export class SourceMapsOutside {
  constructor(private readonly dir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const maps = compilation.getAssets().filter(({ name }) => name.endsWith('.map'));
          await Promise.all(
            maps.map(async ({ name, source }) => {
              const target = path.join(this.dir, name);
              await mkdir(path.dirname(target), { recursive: true });
              await writeFile(target, source.buffer());
              compilation.deleteAsset(name);
            }),
          );
        },
      );
    });
  }
}
