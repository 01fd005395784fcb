/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BrandImagesPlugin } from '../../../scripts/webpack/BrandImagesPlugin';

/** Builds a small entry with the plugin, drawing from `mark`; resolves with the output folder and the build's errors. */
async function build(mark: string) {
  const input = mkdtempSync(path.join(tmpdir(), 'brand-plugin-'));
  const output = path.join(input, 'dist');
  const entry = path.join(input, 'entry.js');
  writeFileSync(entry, 'export {};');
  const compiler = webpack({
    mode: 'production',
    context: process.cwd(),
    entry,
    output: { path: output },
    plugins: [new BrandImagesPlugin({ mark, palette: 'scss/_variables.scss', agencyName: 'Studio Nova' })],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (result === undefined) reject(new Error('no stats'));
      else resolve(result);
    });
  });
  const errors = stats.toJson({ errors: true }).errors?.map((error) => error.message) ?? [];
  return { input, output, errors, cleanup: () => rmSync(input, { recursive: true, force: true }) };
}

describe('BrandImagesPlugin', () => {
  it('emits the favicon, the icons and the link preview, drawn from the mark', async () => {
    const { output, errors, cleanup } = await build('src/brand/mark.svg');
    try {
      expect(errors).toEqual([]);
      expect(readFileSync(path.join(output, 'favicon.svg'), 'utf8')).toBe(readFileSync('src/brand/mark.svg', 'utf8'));
      expect(readdirSync(path.join(output, 'icons')).sort()).toEqual([
        'apple-touch-icon.png',
        'icon-192.png',
        'icon-512.png',
        'maskable-512.png',
      ]);
      expect(readFileSync(path.join(output, 'og-image.png')).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      cleanup();
    }
  });

  it('fails the build when the mark is missing, naming the file', async () => {
    const missing = path.join(tmpdir(), 'no-such-brand', 'mark.svg');
    const { output, errors, cleanup } = await build(missing);
    try {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`${missing} cannot be read`);
      expect(existsSync(path.join(output, 'favicon.svg'))).toBe(false);
    } finally {
      cleanup();
    }
  });

  it('fails the build when the mark cannot be drawn, naming the file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'brand-mark-'));
    const broken = path.join(folder, 'mark.svg');
    writeFileSync(broken, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect</svg>');
    const { errors, cleanup } = await build(broken);
    try {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`${broken} cannot be drawn`);
    } finally {
      cleanup();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
