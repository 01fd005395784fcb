import webpack from 'webpack';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap';

export interface SeoFilesOptions {
  /** The site's public origin: crawlers need absolute URLs, so these files are built per deployment. */
  readonly origin: string;
  readonly paths: readonly string[];
}

/** Emits `robots.txt` and `sitemap.xml` for the configured origin and the site's routes. */
export class SeoFilesPlugin {
  constructor(private readonly options: SeoFilesOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SeoFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { origin, paths } = this.options;
          compilation.emitAsset('robots.txt', new webpack.sources.RawSource(robotsTxt(origin)));
          compilation.emitAsset('sitemap.xml', new webpack.sources.RawSource(sitemapXml(origin, paths)));
        },
      );
    });
  }
}
