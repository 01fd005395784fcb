import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { brandImages, readMark, readPalette } from '../images/brandImages';

const NAME = 'BrandImagesPlugin';

export interface BrandImagesOptions {
  /** The brand's mark, an SVG file: the one drawing of the brand. */
  readonly mark: string;
  /** The Sass variables the link preview takes its paper, ink and accent from. */
  readonly palette: string;
  /** The agency's name, the link preview's wordmark (`SITE_AGENCY_NAME`). */
  readonly agencyName: string;
}

/**
 * Emits the favicon, the app icons, Apple's touch icon and the link preview, all drawn from the brand's mark with
 * sharp (no browser needed), in production and in the development server alike. A mark that is missing or cannot be
 * drawn fails the build, naming the file.
 */
export class BrandImagesPlugin {
  /** What was drawn last, and from what: a rebuild of the development server draws again only after a change. */
  private drawn?: { from: string; files: Promise<Map<string, Buffer>> };

  constructor(private readonly options: BrandImagesOptions) {}

  apply(compiler: webpack.Compiler) {
    const mark = path.resolve(compiler.context, this.options.mark);
    const palette = path.resolve(compiler.context, this.options.palette);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.addAll([mark, palette]);
          try {
            for (const [name, content] of await this.files(mark, palette))
              compilation.emitAsset(name, new webpack.sources.RawSource(content));
          } catch (error) {
            const failure = new webpack.WebpackError(
              `${NAME}: ${error instanceof Error ? error.message : String(error)}`,
            );
            failure.file = path.relative(compiler.context, mark);
            compilation.errors.push(failure);
          }
        },
      );
    });
  }

  private async files(mark: string, palette: string): Promise<Map<string, Buffer>> {
    const sources = [mark, palette].map((file) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    });
    const from = JSON.stringify([...sources, this.options.agencyName]);
    if (this.drawn?.from !== from)
      this.drawn = { from, files: brandImages(readMark(mark), readPalette(palette), this.options.agencyName) };
    try {
      return await this.drawn.files;
    } catch (error) {
      // Not kept: the next build tries again.
      this.drawn = undefined;
      throw error;
    }
  }
}
