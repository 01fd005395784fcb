/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SeoFilesPlugin } from '../../../scripts/webpack/SeoFilesPlugin';
import { toolPages } from '../../../src/app/agents/toolCatalog';
import { sitePages } from '../../../src/app/sitePages';
import { readSiteConfig } from '../../../src/config/siteConfig';
import { portfolio } from '../../../src/content/portfolio';
import { articles } from '../../../src/content/journal';
import { createStaticI18n } from '../../../src/i18n/staticI18n';
import { llmsTxt, type LlmsTxtInput } from '../../../src/seo/llmsTxt';
import { robotsTxt, sitemapEntriesOf, sitemapXml } from '../../../src/seo/sitemap';
import { fullDictionaries } from '../../support/fullDictionaries';

const pages = sitemapEntriesOf(sitePages);
const feeds = { 'journal/feed.xml': '<feed/>\n', 'en/journal/feed.xml': '<feed xml:lang="en"/>\n' };

describe('SeoFilesPlugin', () => {
  it('emits robots.txt (with the AI crawlers setting), sitemap.xml, llms.txt and the feeds for the configured origin', async () => {
    const input = mkdtempSync(path.join(tmpdir(), 'seo-files-'));
    const output = path.join(input, 'dist');
    const entry = path.join(input, 'entry.js');
    writeFileSync(entry, 'export {};');
    const origin = 'https://www.studio-nova.example';
    const llms: LlmsTxtInput = {
      site: readSiteConfig({ SITE_PUBLIC_ORIGIN: origin }),
      pages: sitePages,
      projects: portfolio,
      articles,
      t: { fr: createStaticI18n('fr', fullDictionaries).t, en: createStaticI18n('en', fullDictionaries).t },
      tools: toolPages,
    };
    const compiler = webpack({
      mode: 'production',
      context: input,
      entry,
      output: { path: output },
      plugins: [new SeoFilesPlugin({ origin, pages, feeds, aiCrawlers: 'search-only', llms })],
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString()));
        else resolve();
      });
    });
    expect(readFileSync(path.join(output, 'robots.txt'), 'utf8')).toBe(robotsTxt(origin, 'search-only'));
    expect(readFileSync(path.join(output, 'sitemap.xml'), 'utf8')).toBe(sitemapXml(origin, pages));
    expect(readFileSync(path.join(output, 'llms.txt'), 'utf8')).toBe(llmsTxt(llms));
    for (const [file, xml] of Object.entries(feeds)) expect(readFileSync(path.join(output, file), 'utf8')).toBe(xml);
    rmSync(input, { recursive: true, force: true });
  });
});
