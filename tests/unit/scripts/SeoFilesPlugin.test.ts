/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SeoFilesPlugin } from '../../../scripts/webpack/SeoFilesPlugin';
import { sitePages } from '../../../src/app/sitePages';

const routePaths = sitePages.map((page) => page.path);
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap';

describe('SeoFilesPlugin', () => {
  it('emits robots.txt and sitemap.xml for the configured origin', async () => {
    const input = mkdtempSync(path.join(tmpdir(), 'seo-files-'));
    const output = path.join(input, 'dist');
    const entry = path.join(input, 'entry.js');
    writeFileSync(entry, 'export {};');
    const origin = 'https://www.studio-nova.example';
    const compiler = webpack({
      mode: 'production',
      context: input,
      entry,
      output: { path: output },
      plugins: [new SeoFilesPlugin({ origin, paths: routePaths })],
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString()));
        else resolve();
      });
    });
    expect(readFileSync(path.join(output, 'robots.txt'), 'utf8')).toBe(robotsTxt(origin));
    expect(readFileSync(path.join(output, 'sitemap.xml'), 'utf8')).toBe(sitemapXml(origin, routePaths));
    rmSync(input, { recursive: true, force: true });
  });
});
