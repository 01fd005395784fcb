import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { FailOnPrecacheOmission } from './scripts/webpack/FailOnPrecacheOmission';
import { SeoFilesPlugin } from './scripts/webpack/SeoFilesPlugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { mountApi } from './server/devMiddleware';
import { routePaths } from './src/app/routePaths';
import { pickSiteEnv } from './src/config/siteEnv';
import { defaultSiteConfig, readSiteConfig } from './src/config/siteConfig';

type Mode = 'development' | 'production';

interface Argv {
  mode?: Mode;
}

const sassOptions = {
  quietDeps: true,
  // Bootstrap 5.3 still uses @import and global Sass functions; these are its warnings, not ours.
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

export default function config(
  _env: unknown,
  argv: Argv,
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const siteEnv = pickSiteEnv(process.env);

  return {
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve('dist'),
      publicPath: '/',
      filename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      chunkFilename: production ? 'assets/js/[name].[contenthash:10].js' : 'assets/js/[name].js',
      assetModuleFilename: 'assets/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            { loader: 'sass-loader', options: { sassOptions } },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ SITE_ENV: JSON.stringify(siteEnv) }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/css/[name].[contenthash:10].css' : 'assets/css/[name].css',
        chunkFilename: production ? 'assets/css/[name].[contenthash:10].css' : 'assets/css/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        title: `${siteEnv.SITE_AGENCY_NAME ?? defaultSiteConfig.agencyName} : agence digitale créative`,
        description: 'Agence digitale créative : web, mobile, blockchain, banque, marketing et réseaux sociaux.',
        scriptLoading: 'defer',
      }),
      new SeoFilesPlugin({ origin: readSiteConfig(siteEnv).publicOrigin, paths: routePaths }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'manifest.json' }, { from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/service-worker.ts',
              swDest: 'service-worker.js',
              // Only crawlers and link previews fetch these: no visitor needs them offline.
              exclude: [/\.map$/, /\.LICENSE\.txt$/, /^robots\.txt$/, /^sitemap\.xml$/, /^og-image\.png$/],
              maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
            }),
            new FailOnPrecacheOmission(),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
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
        mountApi(devServer.app);
        return middlewares;
      },
    },
  };
}
