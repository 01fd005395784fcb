import path from 'node:path';
import Beasties from 'beasties';
import webpack from 'webpack';
import type { RoutePath } from '../../src/app/routePaths';
import type { Language } from '../../src/i18n/languages';
import type { PrerenderedPage } from '../../src/prerender/pages';
import { inlineCriticalCss } from './criticalCss';
import { buildDocument, stylesheetTag } from './prerenderDocument';

/** What the server-side bundle (`src/prerender/entry.ts`) exports. */
export interface PrerenderModule {
  renderAppHtml: (path: RoutePath, language: Language) => Promise<string>;
  renderPageHead: (path: RoutePath, language: Language) => string;
  pageScript: () => string;
  prerenderedPages: readonly PrerenderedPage[];
}

export interface PrerenderPluginOptions {
  /** Where the server-side bundle was written, built before the browser's (webpack `dependencies`). */
  bundle: PrerenderBundle;
  /** Each route's lazy chunk (its `webpackChunkName` in src/app/AppRoutes.tsx). */
  routeChunks: Readonly<Record<RoutePath, string>>;
  /** Extra chunks a language needs before the app can render in it (its dictionary). */
  languageChunks: Readonly<Partial<Record<Language, string>>>;
}

const NAME = 'PrerenderPlugin';
const TEMPLATE = 'index.html';

/**
 * Applied to the server-side compilation, records the file it wrote, wherever the command line sent the
 * output (`--output-path` moves every compilation of the build): the prerender step reads that file and
 * no other, never a bundle left over by an earlier build.
 */
export class PrerenderBundle {
  private written: string | undefined;

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tap('PrerenderBundle', (compilation) => {
      const [file] = compilation.entrypoints.get('prerender')?.getFiles() ?? [];
      if (file === undefined) throw new Error('PrerenderBundle: the server-side build has no prerender entry');
      this.written = path.join(compilation.outputOptions.path, file);
    });
  }

  get file(): string {
    if (this.written === undefined) throw new Error(`${NAME}: the server-side bundle was not built first`);
    return this.written;
  }
}

/** Beasties reading the stylesheets from the compilation, where they are before anything is written. */
class CompilationBeasties extends Beasties {
  static readonly root = '/__build__';

  constructor(private readonly compilation: webpack.Compilation) {
    super({
      path: CompilationBeasties.root,
      publicPath: '/',
      // The full stylesheet moves to the end of <body>, where the plugin then wraps it in <noscript>: the
      // page script loads it after the first paint, with no inline event handler (the CSP forbids them).
      preload: 'body',
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      inlineFonts: false,
      preloadFonts: false,
      keyframes: 'critical',
      // States the app's script sets (an entrance waiting to play, a photo that failed): kept inline so
      // that they are styled even if the script runs before the full stylesheet has arrived.
      // And the themes' colours on <html> (Beasties cannot match `:not([data-theme=light])`, and the page
      // script sets `data-theme` before the first paint).
      allowRules: [
        /\.reveal--/,
        /\.stock-photo--failed/,
        /^:root\[data-theme=(?:light|dark)\]$/,
        /^:root:not\(\[data-theme=light\]\)$/,
      ],
      compress: true,
      logLevel: 'warn',
    });
  }

  override readFile(filename: string): string {
    const name = path.posix.relative(CompilationBeasties.root, filename);
    const asset = this.compilation.getAsset(name);
    if (asset === undefined) throw new Error(`${NAME}: no stylesheet ${name} in the build`);
    return asset.source.source().toString();
  }
}

/**
 * Writes every route in every language as a finished HTML page (src/prerender/pages.ts says where), in
 * the browser build's own compilation: the pages are then assets like any other, hashed into the service
 * worker's precache list, which Workbox computes at a later stage.
 */
export class PrerenderPlugin {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const bundle = this.options.bundle.file;
          // A watch rebuild, or a second build in the same process, must read the new bundle.
          Reflect.deleteProperty(require.cache, bundle);
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const app = require(bundle) as PrerenderModule;
          const template = compilation.getAsset(TEMPLATE)?.source.source().toString();
          if (template === undefined) throw new Error(`${NAME}: no ${TEMPLATE} in the build`);
          const inlineScript = app.pageScript();
          const beasties = new CompilationBeasties(compilation);

          const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const chunkScripts = (chunkName: string): string[] => {
            const group = compilation.namedChunkGroups.get(chunkName);
            if (group === undefined) throw new Error(`${NAME}: no chunk named "${chunkName}"`);
            return group.getFiles().filter((file) => file.endsWith('.js') && !entryFiles.has(file));
          };

          for (const page of app.prerenderedPages) {
            const languageChunk = this.options.languageChunks[page.language];
            const pageScripts = [
              ...(languageChunk === undefined ? [] : chunkScripts(languageChunk)),
              ...chunkScripts(this.options.routeChunks[page.path]),
            ];
            const appHtml = await app.renderAppHtml(page.path, page.language);
            const document = buildDocument(template, {
              language: page.language,
              path: page.path,
              appHtml,
              head: app.renderPageHead(page.path, page.language),
              inlineScript,
              pageScripts: [...new Set(pageScripts)],
            });
            // The rules this page's markup uses, inlined; the CSP allows them by hash (SiteManifestPlugin.ts).
            const withStylesheet = await inlineCriticalCss(document, (html) => beasties.process(html));
            const html = withStylesheet.replace(stylesheetTag, (tag) => `<noscript>${tag}</noscript>`);
            if (html === withStylesheet) throw new Error(`${NAME}: ${page.file} lost its stylesheet`);
            const source = new webpack.sources.RawSource(html);
            // `minimized`: webpack's HTML minifier must leave React's markup exactly as rendered, or the
            // page could fail to hydrate; it is compact already.
            if (compilation.getAsset(page.file) === undefined) {
              compilation.emitAsset(page.file, source, { minimized: true });
            } else {
              compilation.updateAsset(page.file, source, { minimized: true });
            }
          }
        },
      );
    });
  }
}
