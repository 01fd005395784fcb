import path from 'node:path';
import webpack from 'webpack';
import type { RoutePath } from '../../src/app/routePaths';
import type { Language } from '../../src/i18n/languages';
import type { PrerenderedPage } from '../../src/prerender/pages';

/** What the server-side bundle (`src/prerender/entry.ts`) exports. */
export interface PrerenderModule {
  renderAppHtml: (path: RoutePath, language: Language) => Promise<string>;
  languageScript: () => string;
  prerenderedPages: readonly PrerenderedPage[];
}

export interface PrerenderPluginOptions {
  /** The server-side bundle, built before the browser's (webpack `dependencies`). */
  bundle: string;
  /** Each route's lazy chunk (its `webpackChunkName` in src/app/AppRoutes.tsx). */
  routeChunks: Readonly<Record<RoutePath, string>>;
  /** Extra chunks a language needs before the app can render in it (its dictionary). */
  languageChunks: Readonly<Partial<Record<Language, string>>>;
}

const NAME = 'PrerenderPlugin';
const TEMPLATE = 'index.html';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface DocumentParts {
  language: Language;
  path: RoutePath;
  appHtml: string;
  inlineScript: string;
  /** Chunks of this page, to load with the entry: their `<script defer>` go before the entry's own. */
  pageScripts: readonly string[];
}

function replaceOnce(source: string, pattern: RegExp, replace: (match: string) => string, what: string): string {
  if (!pattern.test(source)) throw new Error(`${NAME}: the HTML template has no ${what}`);
  return source.replace(pattern, replace);
}

/** The template (html-webpack-plugin's `index.html`, with the entry's tags) filled for one page. */
export function buildDocument(template: string, parts: DocumentParts): string {
  let html = replaceOnce(template, /<html lang="?[\w-]*"?>/, () => `<html lang="${parts.language}">`, '<html lang>');
  // First in <head>: before any stylesheet, which would otherwise hold the script (and the redirect) back.
  html = replaceOnce(
    html,
    /<meta charset="?utf-8"?\s*\/?>/i,
    (tag) => `${tag}<script>${parts.inlineScript}</script>`,
    'charset',
  );
  const pageTags = parts.pageScripts.map((file) => `<script defer="defer" src="/${escapeAttribute(file)}"></script>`);
  html = replaceOnce(
    html,
    /<script defer(?:="defer")? src="?\/assets\/js\/main\./,
    (tag) => `${pageTags.join('')}${tag}`,
    'main script',
  );
  return replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root" data-path="${escapeAttribute(parts.path)}" data-lang="${parts.language}">${parts.appHtml}</div>`,
    '#root',
  );
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
          const bundle = path.resolve(this.options.bundle);
          // A watch rebuild, or a second build in the same process, must read the new bundle.
          Reflect.deleteProperty(require.cache, bundle);
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const app = require(bundle) as PrerenderModule;
          const template = compilation.getAsset(TEMPLATE)?.source.source().toString();
          if (template === undefined) throw new Error(`${NAME}: no ${TEMPLATE} in the build`);
          const inlineScript = app.languageScript();

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
            const html = buildDocument(template, {
              language: page.language,
              path: page.path,
              appHtml,
              inlineScript,
              pageScripts: [...new Set(pageScripts)],
            });
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
