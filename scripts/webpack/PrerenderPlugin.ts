import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import webpack from 'webpack';
import { routeAt, type SitePage } from '../../src/app/routes';
import { caseStudyFile } from '../../src/content/caseStudies';
import { articleFile } from '../../src/content/article';
import { localizedPath } from '../../src/i18n/languagePaths';
import { defaultLanguage, type Language } from '../../src/i18n/languages';
import { escapeHtml } from '../../src/lib/html';
import type { PrerenderedPage } from '../../src/prerender/pages';
import { criticalCss, DISPLAY_FAMILY } from './criticalCss';
import { inlineHashes } from './inlineHashes';
import { inlineCode, pageDocument, type PageAssets } from './pageDocument';
import { INLINE_HASHES } from './SiteManifestPlugin';

/** What the server-side bundle (`src/prerender/entry.ts`) exports. */
export interface PrerenderModule {
  renderAppHtml: (page: SitePage, language: Language) => Promise<string>;
  renderPageHead: (page: SitePage, language: Language) => string;
  prerenderedPages: readonly PrerenderedPage[];
}

export interface PrerenderPluginOptions {
  /** The server-side bundle, built before the browser's (webpack `dependencies`). */
  bundle: BuiltEntry;
  /** The inline page script (src/prerender/pageScriptEntry.ts), built the same way. */
  pageScript: BuiltEntry;
  /** Extra chunks a language needs before the app can render in it (its dictionary). */
  languageChunks: Readonly<Partial<Record<Language, string>>>;
  /** The brand's mark (an SVG file), every page's favicon. */
  mark: string;
}

const NAME = 'PrerenderPlugin';

/**
 * Applied to another compilation of the build, records the file its entry wrote, wherever the command
 * line sent the output (`--output-path` moves every compilation of the build), and its content: the
 * prerender step reads these and never a file left over by an earlier build.
 */
export class BuiltEntry {
  private written: { file: string; content: string } | undefined;

  constructor(readonly entry: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.emit.tap(`BuiltEntry ${this.entry}`, (compilation) => {
      const [file] = compilation.entrypoints.get(this.entry)?.getFiles() ?? [];
      const content = file === undefined ? undefined : compilation.getAsset(file)?.source.source().toString();
      if (file === undefined || content === undefined) throw new Error(`BuiltEntry: no entry ${this.entry}`);
      this.written = { file: path.join(compilation.outputOptions.path, file), content };
    });
  }

  private get output() {
    if (this.written === undefined) throw new Error(`${NAME}: ${this.entry} was not built first`);
    return this.written;
  }

  get file(): string {
    return this.output.file;
  }

  get content(): string {
    return this.output.content;
  }
}

/** Beasties reading the stylesheets from the compilation, where they are before anything is written. */
class CompilationBeasties extends Beasties {
  static readonly root = '/__build__';

  constructor(private readonly compilation: webpack.Compilation) {
    // Beasties' defaults otherwise: one merged, minified <style>; only the keyframes it uses. The
    // `@font-face` rules of the families its rules name stay inline (the page preloads their files itself).
    super({
      path: CompilationBeasties.root,
      publicPath: '/',
      // States the app's script sets (an entrance waiting to play, a photo that failed): kept inline so that they are
      // styled even if the script runs before the full stylesheet has arrived.
      allowRules: [
        /\.reveal--/,
        /\.stock-photo--failed/,
        /^:root\[data-theme=(?:light|dark)\]$/,
        /^:root:not\(\[data-theme=light\]\)$/,
      ],
      inlineFonts: true,
      preloadFonts: false,
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
 * After RealContentHashPlugin (OPTIMIZE_HASH), so the file names the pages list are final and the hashes
 * of their inline code stay true; before Workbox lists the precache, which the build checks (webpack.config.ts).
 */
export const PRERENDER_STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;

/**
 * Writes every route in every language as a finished HTML page (src/prerender/pages.ts says where), in
 * the browser build's own compilation: the pages are then assets like any other, in the service worker's
 * precache and the server's manifest with the hashes of their inline code.
 */
export class PrerenderPlugin {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: PRERENDER_STAGE }, async () => {
        const bundle = this.options.bundle.file;
        // A watch rebuild, or a second build in the same process, must read the new bundle.
        Reflect.deleteProperty(require.cache, bundle);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const app = require(bundle) as PrerenderModule;
        const script = this.options.pageScript.content.trim();
        const favicon = readFileSync(this.options.mark, 'utf8');
        compilation.fileDependencies.add(path.resolve(this.options.mark));
        const beasties = new CompilationBeasties(compilation);
        const entry = entryAssets(compilation);
        const chunkScripts = (chunkName: string): string[] => {
          const group = compilation.namedChunkGroups.get(chunkName);
          if (group === undefined)
            throw new Error(
              `${NAME}: no chunk named "${chunkName}" (the build has ${[...compilation.namedChunkGroups.keys()].join(', ')})`,
            );
          return group
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => `/${file}`)
            .filter((file) => !entry.scripts.includes(file));
        };

        // The scripts of the chunk that holds a module of the build (a case study's file: its chunk has no name).
        const moduleScripts = (resource: string): string[] => {
          const module = [...compilation.modules].find(
            (candidate) => candidate instanceof webpack.NormalModule && candidate.resource === resource,
          );
          if (module === undefined) throw new Error(`${NAME}: no module for ${resource} in the build`);
          return [...compilation.chunkGraph.getModuleChunks(module)]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .map((file) => `/${file}`);
        };

        for (const page of app.prerenderedPages) {
          const languageChunk = this.options.languageChunks[page.language];
          const pageScripts = new Set([
            ...(languageChunk === undefined ? [] : chunkScripts(languageChunk)),
            ...chunkScripts(routeAt(page.route).chunk),
            // A case study's or an article's text, in its own chunk: loaded with its page, so hydration finds it there.
            ...(page.slug === undefined
              ? []
              : moduleScripts(
                  path.resolve(
                    'eachArticle' in routeAt(page.route)
                      ? articleFile(page.slug, page.language)
                      : caseStudyFile(page.slug),
                  ),
                )),
          ]);
          // The page's own chunks run before the entry's last file, the app's start.
          const assets: PageAssets = {
            scripts: [...entry.scripts.slice(0, -1), ...pageScripts, ...entry.scripts.slice(-1)],
            styles: entry.styles,
          };
          const appHtml = await app.renderAppHtml(page, page.language);
          const css = await criticalCss({ language: page.language, appHtml, styles: assets.styles }, (html) =>
            beasties.process(html),
          );
          const document = {
            language: page.language,
            url: localizedPath(page.path, page.language),
            head: app.renderPageHead(page, page.language),
            appHtml,
            assets,
            prerendered: { script, criticalCss: css, fonts: fontFiles(css), favicon },
          };
          const source = new webpack.sources.RawSource(pageDocument(document));
          // `minimized`: webpack's HTML minifier must leave React's markup exactly as rendered, or the
          // page could fail to hydrate; it is compact already.
          compilation.emitAsset(page.file, source, {
            minimized: true,
            [INLINE_HASHES]: inlineHashes(inlineCode(document)),
          });
        }
      });
    });
  }
}

/**
 * The font files a page preloads: the display face, if its critical CSS names it (the text face's rule is not
 * there: `textFaceForLater`).
 */
export function fontFiles(css: string): string[] {
  const display = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((rule) => /font-family:\s*["']?([^;"']+)/.exec(rule)?.[1]?.trim() === DISPLAY_FAMILY);
  const files = display.flatMap((rule) =>
    [...rule.matchAll(/url\((\/assets\/fonts\/[^)]+\.woff2)\)/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(files)];
}

/** The entry's scripts (in the order they must run) and stylesheets, as addresses. */
export function entryAssets(compilation: webpack.Compilation): PageAssets {
  const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].map((file) => `/${file}`);
  const scripts = files.filter((file) => file.endsWith('.js'));
  if (scripts.length === 0) throw new Error(`${NAME}: the build has no entry script`);
  return { scripts, styles: files.filter((file) => file.endsWith('.css')) };
}

/** The development server's one page: the same document, empty, the app rendering in the browser. */
export class DevelopmentShellPlugin {
  constructor(private readonly agencyName: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('DevelopmentShellPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DevelopmentShellPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const html = pageDocument({
            language: defaultLanguage,
            url: '/',
            head: `<title>${escapeHtml(this.agencyName)}</title>`,
            appHtml: '',
            assets: entryAssets(compilation),
          });
          compilation.emitAsset('index.html', new webpack.sources.RawSource(html));
        },
      );
    });
  }
}
