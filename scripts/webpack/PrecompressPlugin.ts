import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import webpack from 'webpack';

const NAME = 'PrecompressPlugin';

/** The copies a file gets, by the name the manifest gives them, each with its suffix and its encoder. */
const encodings = {
  brotli: {
    suffix: '.br',
    compress: (original: Buffer) =>
      promisify(brotliCompress)(original, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
  },
  gzip: {
    suffix: '.gz',
    compress: (original: Buffer) => promisify(gzip)(original, { level: constants.Z_BEST_COMPRESSION }),
  },
} as const;

export type PrecompressedEncoding = keyof typeof encodings;

export interface PrecompressOptions {
  /** The files worth compressing: text. */
  test: RegExp;
  /** Smaller files are left as they are: the saving would not be worth a second file. */
  threshold: number;
}

/**
 * Writes a Brotli copy (`<file>.br`) of each text file of the build, at the highest quality, and a gzip copy
 * (`<file>.gz`, level 9) for clients that take no Brotli, for the server to send as they are
 * (server/staticFiles.ts). Compressing on every request costs the server's processor on each one and cannot
 * afford Brotli's best quality, which matters most where it is least expected: a page whose HTML fits in the
 * first ~14 KB a new connection can carry (TCP's initial window of ten segments) is on screen one round trip
 * sooner, 150 ms and more on a slow mobile network. Runs after Workbox has listed the precache, so the copies
 * are not in it: the service worker caches what the browser decoded.
 */
export class PrecompressPlugin {
  constructor(private readonly options: PrecompressOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const eligible = compilation
            .getAssets()
            .filter(({ name, source }) => this.options.test.test(name) && source.size() >= this.options.threshold);
          await Promise.all(
            eligible.map(async ({ name, source, info }) => {
              const original = source.buffer();
              const related: Record<string, string> = {};
              for (const [encoding, { suffix, compress }] of Object.entries(encodings)) {
                const compressed = await compress(original);
                if (compressed.length >= original.length) continue;
                const copy = `${name}${suffix}`;
                compilation.emitAsset(copy, new webpack.sources.RawSource(compressed), {
                  compressed: true,
                  immutable: info.immutable,
                  development: info.development,
                });
                related[encoding] = copy;
              }
              compilation.updateAsset(name, (unchanged) => unchanged, { related: { ...info.related, ...related } });
            }),
          );
        },
      );
    });
  }
}
