import webpack from 'webpack';
import type { AiCrawlerSetting } from '../../src/seo/aiCrawlers';
import { llmsTxt, type LlmsTxtInput } from '../../src/seo/llmsTxt';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../../src/seo/sitemap';

export interface SeoFilesOptions {
  /** The site's public origin: crawlers need absolute URLs, so these files are built per deployment. */
  readonly origin: string;
  readonly pages: readonly SitemapEntry[];
  /** Each language's Atom feed of the journal, by its file (`journal/feed.xml`, `en/journal/feed.xml`). */
  readonly feeds: Readonly<Record<string, string>>;
  /** `SITE_AI_CRAWLERS`: what robots.txt tells the AI services' crawlers. */
  readonly aiCrawlers: AiCrawlerSetting;
  /** What `/llms.txt` describes. */
  readonly llms: LlmsTxtInput;
}

/** Emits `robots.txt`, `sitemap.xml`, `llms.txt` and the journal's feeds for the configured origin and the site's routes. */
export class SeoFilesPlugin {
  constructor(private readonly options: SeoFilesOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SeoFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { origin, pages, aiCrawlers, llms, feeds } = this.options;
          const emit = (name: string, text: string) => {
            compilation.emitAsset(name, new webpack.sources.RawSource(text));
          };
          emit('robots.txt', robotsTxt(origin, aiCrawlers));
          emit('sitemap.xml', sitemapXml(origin, pages));
          emit('llms.txt', llmsTxt(llms));
          for (const [file, xml] of Object.entries(feeds)) emit(file, xml);
        },
      );
    });
  }
}
