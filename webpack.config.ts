import { readFileSync } from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { BrandImagesPlugin } from './scripts/webpack/BrandImagesPlugin';
import { BuildRecordPlugin } from './scripts/webpack/BuildRecordPlugin';
import { CdnFilesPlugin } from './scripts/webpack/CdnFilesPlugin';
import { FailOnPrecacheOmission } from './scripts/webpack/FailOnPrecacheOmission';
import { PrecompressPlugin } from './scripts/webpack/PrecompressPlugin';
import { BuiltEntry, DevelopmentShellPlugin, PrerenderPlugin } from './scripts/webpack/PrerenderPlugin';
import { SeoFilesPlugin } from './scripts/webpack/SeoFilesPlugin';
import { SiteManifestPlugin } from './scripts/webpack/SiteManifestPlugin';
import { SITE_MANIFEST_FILE } from './server/siteManifest';
import { WorkImagesPlugin } from './scripts/webpack/WorkImagesPlugin';
import { SourceMapsOutside } from './scripts/webpack/SourceMapsOutside';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { mountApi, mountPhotos } from './server/node/devMiddleware';
import { sitePages } from './src/app/sitePages';
import { stockPhotos } from './src/content/stockPhotos';
import { prerenderedPages } from './src/prerender/prerenderedPages';
import { pickSiteEnv } from './src/config/siteEnv';
import { readSiteConfig } from './src/config/siteConfig';
import type { SubsetFontLoaderOptions } from './scripts/webpack/subsetFontLoader';
import { displayFaceFile } from './scripts/fonts/faces';
import { exampleValuesWarning, settingsAtExampleValues } from './src/config/exampleValues';
import { toolPages } from './src/app/agents/toolCatalog';
import { portfolio } from './src/content/portfolio';
import { articles } from './src/content/journal';
import { journalFeeds, journalLastmod, readJournal } from './scripts/content/journal';
import en from './src/i18n/locales/en';
import metaEn from './src/i18n/locales/meta/en';
import fr from './src/i18n/locales/fr';
import metaFr from './src/i18n/locales/meta/fr';
import { createStaticI18n } from './src/i18n/staticI18n';
import { aiCrawlerSetting, type AiCrawlerSetting } from './src/seo/aiCrawlers';
import { sitemapEntriesOf } from './src/seo/sitemap';
import { parseRetentionDays } from './src/lib/leads/retention';

type Mode = 'development' | 'production';

interface Argv {
  mode?: Mode;
}

const sassOptions = {
  quietDeps: true,
  // Bootstrap 5.3 still uses @import and global Sass functions; these are its warnings, not ours.
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

const assetModuleFilename = 'assets/media/[name].[contenthash:10][ext]';
/** `import markup from './file.svg?source'`: the file's text, inlined in the page (the brand's mark), not its URL. */
const inlineSource = /^\?source$/;
const sourceRule: webpack.RuleSetRule = { resourceQuery: inlineSource, type: 'asset/source' };
const fontFilename = 'assets/fonts/[name].[contenthash:10][ext]';
const typescriptRule: webpack.RuleSetRule = {
  test: /\.tsx?$/,
  exclude: [/node_modules/, /\.data\.ts$/],
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
};
/**
 * The agency's content (content/projects/, content/journal/), read and checked at build time: `*.data.ts` modules run in Node and are
 * replaced by the values they export; each project file is its case study's own chunk,
 * each article file its body's.
 */
const contentRules: webpack.RuleSetRule[] = [
  { test: /\.data\.ts$/, include: path.resolve('src'), loader: path.resolve('scripts/content/dataModuleLoader.ts') },
  {
    test: /\.md$/,
    include: path.resolve('content/projects'),
    loader: path.resolve('scripts/content/caseStudyLoader.ts'),
  },
  { test: /\.md$/, include: path.resolve('content/journal'), loader: path.resolve('scripts/content/articleLoader.ts') },
];
/** What the build reads from its environment: the `SITE_*` details and how long leads are kept. */
interface BuildSettings {
  siteEnv: Record<string, string>;
  /** `LEAD_RETENTION_DAYS`: the privacy notice states it, and the servers read it from the manifest to purge by it. */
  leadRetentionDays: number;
}

/** Compiled-in constants, the same for both bundles: what the page shows must not differ between them. */
function definitions({ siteEnv, leadRetentionDays }: BuildSettings) {
  return {
    // Resolved here rather than in the browser: the parsing and its defaults would ship for nothing.
    SITE_CONFIG: JSON.stringify(readSiteConfig(siteEnv)),
    BUILD_YEAR: JSON.stringify(new Date().getFullYear()),
    LEAD_RETENTION_DAYS: JSON.stringify(leadRetentionDays),
  };
}

const prerenderOutput = path.resolve('build/prerender');
const pageScriptOutput = path.resolve('build/page-script');

/**
 * The app compiled for Node, for the build's prerender step only (see PrerenderPlugin): one file, the
 * same definitions and the same asset names as the browser's bundle, so both render the same markup.
 */
function prerenderConfig(settings: BuildSettings, bundle: BuiltEntry): webpack.Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    entry: { prerender: './src/prerender/entry.ts' },
    output: {
      path: prerenderOutput,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename,
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule,
        ...contentRules,
        { test: /\.s?css$/, type: 'asset/source' },
        sourceRule,
        {
          test: /\.(png|jpe?g|webp|avif|svg|woff2)$/,
          resourceQuery: { not: [inlineSource] },
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(definitions(settings)),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      bundle,
    ],
    // Run once, by the build itself: minifying it would only cost time.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * The inline script of every prerendered page (src/prerender/pageScriptEntry.ts), compiled on its own for
 * the browser: one small file with no webpack runtime, which PrerenderPlugin writes into each page.
 */
function pageScriptConfig(built: BuiltEntry): webpack.Configuration {
  return {
    name: 'page-script',
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { 'page-script': './src/prerender/pageScriptEntry.ts' },
    // Not cleaned: with `--output-path` it shares the prerender bundle's folder, and must not delete that file.
    output: { path: pageScriptOutput, filename: 'page-script.js', iife: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule] },
    plugins: [built],
    performance: { hints: false },
  };
}

const siteOutput = path.resolve('dist');
const edgeOutput = path.resolve('build/edge');

/**
 * The edge worker (server/edge/worker.ts): the site's fetch application as one ES module for Cloudflare
 * Workers, with the build's manifest compiled in. Built after the client, whose manifest it reads.
 */
function edgeConfig(): webpack.Configuration {
  const manifestFile = path.join(siteOutput, SITE_MANIFEST_FILE);
  return {
    name: 'edge',
    dependencies: ['client'],
    mode: 'production',
    target: ['webworker', 'es2022'],
    entry: { worker: './server/edge/worker.ts' },
    experiments: { outputModule: true },
    // Not cleaned: `--output-path` would point it at the site's own folder. Its one file has a fixed name.
    output: { path: edgeOutput, filename: 'worker.js', module: true, library: { type: 'module' } },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    // The error page's words come from the dictionaries, which hold the projects' cards.
    module: { rules: [typescriptRule, ...contentRules] },
    plugins: [
      new webpack.DefinePlugin({
        SITE_MANIFEST: webpack.DefinePlugin.runtimeValue(() => readFileSync(manifestFile, 'utf8'), {
          fileDependencies: [manifestFile],
        }),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      {
        // `--output-path` moves every compilation: the worker would land among the site's public files.
        apply: (compiler: webpack.Compiler) => {
          compiler.hooks.beforeRun.tap('EdgeOutput', () => {
            if (compiler.options.output.path !== edgeOutput)
              throw new Error(
                'The edge worker is built into build/edge: name the site compilations with --config-name',
              );
          });
        },
      },
    ],
    performance: { hints: false },
  };
}

/** Workbox lists the precache after the pages are written (PRERENDER_STAGE): should that ever change, the build says so. */
type ManifestTransform = NonNullable<ConstructorParameters<typeof InjectManifest>[0]['manifestTransforms']>[number];
const precacheHoldsEveryPage: ManifestTransform = (entries) => {
  const listed = new Set(entries.map((entry) => entry.url.replace(/^\//, '')));
  const missing = prerenderedPages.filter((page) => !listed.has(page.file));
  if (missing.length > 0) throw new Error(`The precache lacks ${missing.map((page) => page.file).join(', ')}`);
  return { manifest: entries, warnings: [] };
};

export default function config(
  _env: unknown,
  argv: Argv,
): (webpack.Configuration & { devServer?: DevServerConfiguration }) | webpack.Configuration[] {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const siteEnv = pickSiteEnv(process.env);
  let aiCrawlers: AiCrawlerSetting;
  let leadRetentionDays: number;
  try {
    aiCrawlers = aiCrawlerSetting(siteEnv.SITE_AI_CRAWLERS);
    // Not secret, and read on the build machine like FUNCTION_ORIGIN: the notice states it, the manifest carries it.
    leadRetentionDays = parseRetentionDays(process.env.LEAD_RETENTION_DAYS);
  } catch (error) {
    // One line, before anything is compiled: the setting is the agency's choice, never a guess.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const warning = exampleValuesWarning(settingsAtExampleValues(siteEnv));
  if (warning !== undefined) console.warn(warning);
  const bundle = new BuiltEntry('prerender');
  const pageScript = new BuiltEntry('page-script');
  const settings = { siteEnv, leadRetentionDays };
  const client = clientConfig(mode, settings, aiCrawlers, { bundle, pageScript });
  // The development server renders in the browser only; a production build prerenders every page first.
  return production
    ? [
        prerenderConfig(settings, bundle),
        pageScriptConfig(pageScript),
        { ...client, name: 'client', dependencies: ['prerender', 'page-script'] },
        edgeConfig(),
      ]
    : client;
}

function clientConfig(
  mode: Mode,
  settings: BuildSettings,
  aiCrawlers: AiCrawlerSetting,
  built: { bundle: BuiltEntry; pageScript: BuiltEntry },
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const { siteEnv, leadRetentionDays } = settings;
  return {
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: siteOutput,
      publicPath: '/',
      filename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      chunkFilename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      assetModuleFilename,
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule,
        ...contentRules,
        {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            { loader: 'sass-loader', options: { sassOptions } },
          ],
        },
        sourceRule,
        { test: /\.(png|jpe?g|webp|avif|svg)$/, resourceQuery: { not: [inlineSource] }, type: 'asset/resource' },
        // The faces (scss/_fonts.scss): each page preloads those its critical CSS names (PrerenderPlugin).
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: fontFilename } },
        // The display face, preloaded by every page, only draws the site's own text; the text face stays whole, as
        // it also draws what visitors type. Whole in development, where every edit would cut it again.
        ...(production
          ? [
              {
                test: (resource: string) => resource.endsWith(path.basename(displayFaceFile)),
                use: {
                  loader: path.resolve('scripts/webpack/subsetFontLoader.ts'),
                  options: { extra: [JSON.stringify(readSiteConfig(siteEnv))] } satisfies SubsetFontLoaderOptions,
                },
              },
            ]
          : []),
      ],
    },
    plugins: [
      new webpack.DefinePlugin(definitions(settings)),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/css/[name].[contenthash:10].css' : 'assets/css/[name].css',
        chunkFilename: production ? 'assets/css/[name].[contenthash:10].css' : 'assets/css/[name].css',
      }),
      new SeoFilesPlugin({
        origin: readSiteConfig(siteEnv).publicOrigin,
        pages: sitemapEntriesOf(sitePages, journalLastmod(articles)),
        feeds: journalFeeds(readJournal(portfolio.map((project) => project.slug)), {
          origin: readSiteConfig(siteEnv).publicOrigin,
          agencyName: readSiteConfig(siteEnv).agencyName,
          subtitle: { fr: metaFr.meta.journal.description, en: metaEn.meta.journal.description },
        }),
        aiCrawlers,
        llms: {
          site: readSiteConfig(siteEnv),
          pages: sitePages,
          projects: portfolio,
          articles,
          t: { fr: createStaticI18n('fr', { fr, en }).t, en: createStaticI18n('en', { fr, en }).t },
          tools: toolPages,
        },
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'manifest.json' }] }),
      new BrandImagesPlugin({
        mark: 'src/brand/mark.svg',
        palette: 'scss/_variables.scss',
        agencyName: readSiteConfig(siteEnv).agencyName,
      }),
      new WorkImagesPlugin({ agencyName: readSiteConfig(siteEnv).agencyName, mark: 'src/brand/mark.svg' }),
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/service-worker/index.ts',
              swDest: 'service-worker.js',
              // Only crawlers, agents and link previews fetch these; compressed copies are decoded before anything
              // caches them, the CDN's rules are never served, and only a browser with WebMCP loads the agent tools.
              exclude: [
                /\.map$/,
                /\.LICENSE\.txt$/,
                /^robots\.txt$/,
                /^llms\.txt$/,
                /^sitemap\.xml$/,
                // Feed readers fetch the feeds; the pages are what a visitor reads offline.
                /(?:^|\/)journal\/feed\.xml$/,
                /^og-image\.png$/,
                /^favicon\.ico$/,
                // Each page's images are kept as they are seen (src/service-worker/workImages.ts), not all ahead.
                /^assets\/work\//,
                /^share\//,
                /\.(br|gz)$/,
                /^(_headers|_redirects|\.assetsignore)$/,
                /^assets\/js\/agentTools\./,
              ],
              maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
              manifestTransforms: [precacheHoldsEveryPage],
            }),
            new PrerenderPlugin({
              ...built,
              languageChunks: { fr: 'locale-fr', en: 'locale-en' },
              mark: 'src/brand/mark.svg',
            }),
            new FailOnPrecacheOmission(),
            new PrecompressPlugin({ test: /\.(?:html|js|css|json|svg|xml|txt)$/, threshold: 1024 }),
            new SiteManifestPlugin({ exampleSettings: settingsAtExampleValues(siteEnv), leadRetentionDays }),
            // Read on the build machine only: FUNCTION_ORIGIN has no SITE_ prefix, so no bundle sees it.
            new CdnFilesPlugin({ functionOrigin: process.env.FUNCTION_ORIGIN }),
            new SourceMapsOutside(path.resolve('build/source-maps')),
            new BuildRecordPlugin(),
          ]
        : [new DevelopmentShellPlugin(readSiteConfig(siteEnv).agencyName)]),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // A library only lazily loaded code needs stays in its chunk (one request on first use).
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            chunks: 'initial',
            priority: -10,
            reuseExistingChunk: true,
          },
          // The agent tools' chunk keeps its own copy of what it shares (the dialog's Modal): split out, it would
          // add a chunk to load for every visitor opening the soon dialog.
          default: {
            chunks: (chunk) => chunk.name !== 'agentTools',
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      setupMiddlewares: (middlewares, devServer) => {
        mountApi(devServer.app, process.env);
        mountPhotos(devServer.app, stockPhotos, process.env);
        return middlewares;
      },
    },
  };
}
