import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Budgets {
  home: { js: number; css: number };
  chunks: Record<string, number>;
}

const dist = path.resolve('dist');
const budgets = JSON.parse(readFileSync(path.resolve('size-budgets.json'), 'utf8')) as Budgets;
const jsDir = path.join(dist, 'assets/js');
const jsFiles = readdirSync(jsDir).filter((name) => name.endsWith('.js'));

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The file of a named chunk (`home` → `dist/assets/js/home.<hash>.js`). */
function chunkFile(name: string): string {
  const matches = jsFiles.filter((file) => file.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(file));
  if (matches.length !== 1) throw new Error(`Expected one chunk named ${name}, found ${JSON.stringify(matches)}`);
  return path.join(jsDir, matches[0] ?? '');
}

/**
 * The scripts and stylesheets `index.html` loads once painted, before the app runs: the list in its
 * `#app-assets` data block, which the page script loads (src/prerender/pageScript.ts).
 */
function initialAssets(): { scripts: string[]; styles: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const block = /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error('index.html has no #app-assets list');
  const assets = JSON.parse(block) as { scripts: string[]; styles: string[] };
  const local = (url: string) => path.join(dist, url.replace(/^\//, ''));
  return { scripts: assets.scripts.map(local), styles: assets.styles.map(local) };
}

describe('size budgets of the production build (gzip -9), from size-budgets.json', () => {
  it('keeps what / loads before interaction under its ceilings', () => {
    const { scripts, styles } = initialAssets();
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    // The home page's own chunk is in the list (prerendered pages load their route's chunk with the app).
    expect(scripts).toContain(chunkFile('home'));
    const js = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    const css = styles.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(
      `/ before interaction: JS ${kb(js)} (ceiling ${kb(budgets.home.js)}), CSS ${kb(css)} (ceiling ${kb(budgets.home.css)})\n` +
        [...scripts, ...styles].map((file) => `  ${path.relative(dist, file)}: ${kb(gzipped(file))}`).join('\n'),
    );
    expect(js).toBeLessThanOrEqual(budgets.home.js);
    expect(css).toBeLessThanOrEqual(budgets.home.css);
  });

  it("keeps each route's own chunk under its ceiling", () => {
    const sizes = Object.fromEntries(Object.keys(budgets.chunks).map((name) => [name, gzipped(chunkFile(name))]));
    console.log(
      Object.entries(sizes)
        .map(([name, size]) => `${name}: ${kb(size)} (ceiling ${kb(budgets.chunks[name] ?? 0)})`)
        .join('\n'),
    );
    const over = Object.entries(sizes).filter(([name, size]) => size > (budgets.chunks[name] ?? 0));
    expect(over).toEqual([]);
  });

  it('has a ceiling for every chunk loaded later, so a new chunk cannot escape the budgets', () => {
    const initial = new Set(initialAssets().scripts.map((file) => path.basename(file)));
    const named = Object.keys(budgets.chunks).map((name) => path.basename(chunkFile(name)));
    const unbudgeted = jsFiles.filter((file) => !initial.has(file) && !named.includes(file));
    expect(unbudgeted).toEqual([]);
  });
});
