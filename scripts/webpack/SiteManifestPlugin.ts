import { createHash } from 'node:crypto';
import { contentType } from 'mime-types';
import webpack from 'webpack';
import { SITE_MANIFEST_FILE, type ManifestEntry, type SiteManifest, type StoredFile } from '../../server/siteManifest';
import { stockPhotos } from '../../src/content/stockPhotos';
import { prerenderedPages } from '../../src/prerender/prerenderedPages';
import type { InlineHashes } from './inlineHashes';

const NAME = 'SiteManifestPlugin';

const compressibleType = /^(text\/|application\/(javascript|json|manifest\+json|xml|atom\+xml)|image\/svg\+xml)/;

const etagOf = (content: Buffer) => `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;

const stored = (file: string, content: Buffer): StoredFile => ({ file, size: content.length, etag: etagOf(content) });

/** Asset info PrerenderPlugin gives each page: the hashes of its inline code. */
export const INLINE_HASHES = 'inlineHashes';

/** A precompressed copy of a file, as PrecompressPlugin wrote it. */
export interface Copy {
  name: string;
  content: Buffer;
}

/** A file's entry in the manifest, from its content, its compressed copies' and, for a page, its inline code's hashes. */
export function manifestEntry(
  name: string,
  content: Buffer,
  copies: { brotli?: Copy; gzip?: Copy } = {},
  inline?: InlineHashes,
): ManifestEntry {
  // The journal's feeds are Atom, which an extension cannot say.
  const type = /(?:^|\/)journal\/feed\.xml$/.test(name)
    ? 'application/atom+xml; charset=utf-8'
    : contentType(name.split('/').pop() ?? name) || 'application/octet-stream';
  return {
    ...stored(name, content),
    type,
    immutable: name.startsWith('assets/'),
    compressible: compressibleType.test(type),
    ...(copies.brotli ? { brotli: stored(copies.brotli.name, copies.brotli.content) } : {}),
    ...(copies.gzip ? { gzip: stored(copies.gzip.name, copies.gzip.content) } : {}),
    ...(inline ? { inline } : {}),
  };
}

/**
 * Writes `site-manifest.json` into the build: every file the server may serve with its type, validator, cache class and
 * Brotli copy, and each page's inline-code hashes for its CSP.
 */
export class SiteManifestPlugin {
  /**
   * `exampleSettings`: the `SITE_*` settings this build leaves at their example values, for the server to warn of;
   * `leadRetentionDays`: what its privacy notice says, which the servers purge by.
   */
  constructor(private readonly options: { exampleSettings: readonly string[]; leadRetentionDays: number }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets = compilation.getAssets();
          const byName = new Map(assets.map((asset) => [asset.name, asset]));
          const files: Record<string, ManifestEntry> = {};
          for (const { name, source, info } of assets) {
            // Source maps stay for debugging, never served; a compressed copy is served only as its file's encoding.
            if (name.endsWith('.map') || (/\.(br|gz)$/.test(name) && byName.has(name.slice(0, -3)))) continue;
            const copy = (encoding: 'brotli' | 'gzip'): Copy | undefined => {
              const copyName = info.related?.[encoding];
              const asset = typeof copyName === 'string' ? byName.get(copyName) : undefined;
              return asset && { name: asset.name, content: asset.source.buffer() };
            };
            files[name] = manifestEntry(
              name,
              source.buffer(),
              { brotli: copy('brotli'), gzip: copy('gzip') },
              info[INLINE_HASHES] as InlineHashes | undefined,
            );
          }
          const missing = prerenderedPages.filter((page) => files[page.file] === undefined);
          if (missing.length > 0)
            throw new Error(`${NAME}: no page written for ${missing.map((p) => p.file).join(', ')}`);
          const manifest: SiteManifest = {
            buildId: compilation.hash ?? compilation.fullHash ?? 'unknown',
            files,
            pages: prerenderedPages,
            photos: stockPhotos,
            stylesheets: [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) =>
              file.endsWith('.css'),
            ),
            exampleSettings: this.options.exampleSettings,
            leadRetentionDays: this.options.leadRetentionDays,
          };
          compilation.emitAsset(SITE_MANIFEST_FILE, new webpack.sources.RawSource(JSON.stringify(manifest, null, 1)));
        },
      );
    });
  }
}
