import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineHashes } from '../../scripts/webpack/inlineHashes';
import { manifestEntry, type Copy } from '../../scripts/webpack/SiteManifestPlugin';
import type { ManifestEntry, SiteManifest } from '../../server/siteManifest';
import type { FileAccess } from '../../server/staticFiles';
import { stockPhotos } from '../../src/content/stockPhotos';
import { prerenderedPages } from '../../src/prerender/prerenderedPages';

export const PAGE_SCRIPT = 'document.documentElement.dataset.ran = "1"';
/** Each page inlines its own critical CSS, as the build makes them. */
export const pageStyle = (file: string) => `main::before{content:"${file}"}`;
export const JSON_LD = '{"@type":"Organization"}';
export const MAIN_JS = 'assets/js/main.0123456789.js';
export const MAIN_CSS = 'assets/css/main.0123456789.css';

export interface SiteFixture {
  manifest: SiteManifest;
  /** What the app reads, by file; tests may replace or delete entries. */
  disk: Map<string, Buffer>;
  files: FileAccess;
  reads: string[];
}

/**
 * A small build held in memory, described by the build's own manifest code: every prerendered page (with
 * an inline script, its own critical CSS and a JSON-LD block), a script, a stylesheet and robots.txt,
 * with Brotli and gzip copies of the page and the script. Each test makes its own.
 */
export function siteFixture(): SiteFixture {
  const disk = new Map<string, Buffer>();
  const entries: Record<string, ManifestEntry> = {};
  const add = (name: string, text: string, withCopy = false, inline?: { scripts: string[]; styles: string[] }) => {
    const content = Buffer.from(text);
    disk.set(name, content);
    const copies: { brotli?: Copy; gzip?: Copy } = withCopy
      ? {
          brotli: { name: `${name}.br`, content: brotliCompressSync(content) },
          gzip: { name: `${name}.gz`, content: gzipSync(content) },
        }
      : {};
    for (const copy of [copies.brotli, copies.gzip]) if (copy) disk.set(copy.name, copy.content);
    entries[name] = manifestEntry(name, content, copies, inline && inlineHashes(inline));
  };
  for (const page of prerenderedPages) {
    add(
      page.file,
      `<!doctype html><html lang="${page.language}"><head><script>${PAGE_SCRIPT}</script><style>${pageStyle(page.file)}</style>` +
        `<script type="application/ld+json">${JSON_LD}</script><title>${page.language} ${page.path}</title></head>` +
        `<body><p>${'Studio Nova, agence digitale. '.repeat(60)}</p></body></html>`,
      page.file === 'index.html',
      { scripts: [PAGE_SCRIPT], styles: [pageStyle(page.file)] },
    );
  }
  add(MAIN_JS, `console.log("app");${' '.repeat(2000)}`, true);
  add(MAIN_CSS, 'body{margin:0}');
  add('robots.txt', 'User-agent: *');
  add('service-worker.js', 'self.addEventListener("fetch", () => {});');
  const reads: string[] = [];
  const files: FileAccess = (file) => {
    reads.push(file);
    const content = disk.get(file);
    return content === undefined
      ? Promise.reject(new Error(`ENOENT: ${file}`))
      : Promise.resolve(new Uint8Array(content));
  };
  return {
    manifest: {
      buildId: 'test',
      files: entries,
      pages: prerenderedPages,
      stylesheets: [MAIN_CSS],
      photos: stockPhotos,
    },
    disk,
    files,
    reads,
  };
}
