import webpack from 'webpack';
import type { AiCrawlerSetting } from '../../src/seo/aiCrawlers';
import { llmsTxt, type LlmsTxtInput } from '../../src/seo/llmsTxt';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap';

export interface SeoFilesOptions {
  /** The site's public origin: crawlers need absolute URLs, so these files are built per deployment. */
  readonly origin: string;
  readonly paths: readonly string[];
  /** `SITE_AI_CRAWLERS`: what robots.txt tells the AI services' crawlers. */
  readonly aiCrawlers: AiCrawlerSetting;
  /** What `/llms.txt` describes. */
  readonly llms: LlmsTxtInput;
}

/** Emits `robots.txt`, `sitemap.xml` and `llms.txt` for the configured origin and the site's routes. */
export class SeoFilesPlugin {
  constructor(private readonly options: SeoFilesOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SeoFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { origin, paths, aiCrawlers, llms } = this.options;
          const emit = (name: string, text: string) => {
            compilation.emitAsset(name, new webpack.sources.RawSource(text));
          };
          emit('robots.txt', robotsTxt(origin, aiCrawlers));
          emit('sitemap.xml', sitemapXml(origin, paths));
          emit('llms.txt', llmsTxt(llms));
        },
      );
    });
  }
}
