import webpack from 'webpack';
import { cdnHeaders, cdnRedirects, cloudflareAssetsIgnore } from '../../server/cdnFiles';
import { parseSiteManifest, SITE_MANIFEST_FILE } from '../../server/siteManifest';

const NAME = 'CdnFilesPlugin';

/** After SiteManifestPlugin (PROCESS_ASSETS_STAGE_REPORT), so neither file is in the manifest, the precache or compressed. */
export const CDN_FILES_STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;

export interface CdnFilesOptions {
  /** `FUNCTION_ORIGIN`: where a CDN proxies what only a server answers. Never compiled into the bundle. */
  functionOrigin: string | undefined;
}

/**
 * Writes `_headers` and `_redirects` for a static host (Netlify, Cloudflare Pages), and `.assetsignore` for
 * Cloudflare Workers, from the manifest the build has just written, the one the Node server reads, so the
 * host and the server cannot disagree.
 */
export class CdnFilesPlugin {
  constructor(private readonly options: CdnFilesOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: CDN_FILES_STAGE }, () => {
        const asset = compilation.getAsset(SITE_MANIFEST_FILE);
        if (asset === undefined) {
          compilation.errors.push(new webpack.WebpackError(`${NAME}: no ${SITE_MANIFEST_FILE} to read`));
          return;
        }
        try {
          const manifest = parseSiteManifest(JSON.parse(asset.source.source().toString()));
          const redirects = cdnRedirects(manifest, { functionOrigin: this.options.functionOrigin });
          compilation.emitAsset('_headers', new webpack.sources.RawSource(cdnHeaders(manifest)));
          compilation.emitAsset('_redirects', new webpack.sources.RawSource(redirects));
          compilation.emitAsset('.assetsignore', new webpack.sources.RawSource(cloudflareAssetsIgnore()));
        } catch (error) {
          compilation.errors.push(
            new webpack.WebpackError(`${NAME}: ${error instanceof Error ? error.message : String(error)}`),
          );
        }
      });
    });
  }
}
