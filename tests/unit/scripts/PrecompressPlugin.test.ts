/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { PrecompressPlugin } from '../../../scripts/webpack/PrecompressPlugin';

/** Builds `files` (name → content) as extra assets beside a small entry, with the plugin applied. */
async function build(files: Record<string, string | Buffer>) {
  const input = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const output = path.join(input, 'dist');
  const entry = path.join(input, 'entry.js');
  writeFileSync(entry, 'export {};');
  const compiler = webpack({
    mode: 'production',
    context: input,
    entry,
    output: { path: output, filename: 'main.js' },
    plugins: [
      {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.thisCompilation.tap('AddFiles', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'AddFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
              () => {
                for (const [name, content] of Object.entries(files)) {
                  compilation.emitAsset(name, new webpack.sources.RawSource(content));
                }
              },
            );
          });
        },
      },
      new PrecompressPlugin({ test: /\.(?:html|js|txt)$/, threshold: 1024 }),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (result === undefined || result.hasErrors()) reject(new Error(result?.toString()));
      else resolve(result);
    });
  });
  return { output, stats, cleanup: () => rmSync(input, { recursive: true, force: true }) };
}

describe('PrecompressPlugin', () => {
  const page = `<!doctype html><html lang="fr"><body>${'<p class="card">Studio Nova, agence digitale</p>'.repeat(60)}</body></html>`;

  it('writes a Brotli and a gzip copy of each matching file that decode to the file itself, and links them', async () => {
    const { output, stats, cleanup } = await build({ 'index.html': page, 'en/index.html': page.replace('fr', 'en') });
    try {
      for (const name of ['index.html', 'en/index.html']) {
        const original = readFileSync(path.join(output, name));
        const copy = readFileSync(path.join(output, `${name}.br`));
        expect(copy.length).toBeLessThan(original.length / 10);
        expect(brotliDecompressSync(copy).equals(original)).toBe(true);
        const gzipped = readFileSync(path.join(output, `${name}.gz`));
        expect(gzipped.length).toBeLessThan(original.length / 10);
        expect(gunzipSync(gzipped).equals(original)).toBe(true);
      }
      const assets = stats.toJson({ assets: true, cachedAssets: true }).assets ?? [];
      const index = assets.find((asset) => asset.name === 'index.html');
      expect(index?.info.related).toEqual(expect.objectContaining({ brotli: 'index.html.br', gzip: 'index.html.gz' }));
      // Webpack files the copies under the original, as related.
      expect(index?.related?.map((asset) => asset.name).sort()).toEqual(['index.html.br', 'index.html.gz']);
    } finally {
      cleanup();
    }
  });

  it('leaves alone files that do not match, files under the threshold and files compression cannot shrink', async () => {
    const { output, cleanup } = await build({
      'data.csv': page,
      'small.txt': 'User-agent: *',
      // Random bytes: Brotli's output would be a few bytes longer.
      'noise.txt': randomBytes(4000),
    });
    try {
      expect(existsSync(path.join(output, 'data.csv.br'))).toBe(false);
      expect(existsSync(path.join(output, 'small.txt.br'))).toBe(false);
      // The tiny entry bundle is under the threshold too.
      expect(existsSync(path.join(output, 'main.js.br'))).toBe(false);
      expect(readFileSync(path.join(output, 'noise.txt'))).toHaveLength(4000);
      expect(existsSync(path.join(output, 'noise.txt.br'))).toBe(false);
      for (const name of ['data.csv', 'small.txt', 'main.js', 'noise.txt'])
        expect(existsSync(path.join(output, `${name}.gz`))).toBe(false);
    } finally {
      cleanup();
    }
  });
});
