import { readdirSync, readFileSync, statSync } from 'node:fs';
import { localizedPath } from '../../src/i18n/languagePaths';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { sitePages } from '../../src/app/sitePages';
import { articles } from '../../src/content/journal';
import { portfolio } from '../../src/content/portfolio';
import { prerenderedPages } from '../../src/prerender/prerenderedPages';
import englishCards from '../../src/content/projectCopy.en.data';
import frenchCards from '../../src/content/projectCopy.fr.data';
import en from '../../src/i18n/locales/en';
import fr from '../../src/i18n/locales/fr';
import contactBannerEn from '../../src/i18n/locales/contactBanner/en';
import contactBannerFr from '../../src/i18n/locales/contactBanner/fr';
import footerEn from '../../src/i18n/locales/footer/en';
import footerFr from '../../src/i18n/locales/footer/fr';
import homeEn from '../../src/i18n/locales/home/en';
import homeFr from '../../src/i18n/locales/home/fr';
import metaEn from '../../src/i18n/locales/meta/en';
import metaFr from '../../src/i18n/locales/meta/fr';
import newsletterEn from '../../src/i18n/locales/newsletter/en';
import newsletterFr from '../../src/i18n/locales/newsletter/fr';
import pwaEn from '../../src/i18n/locales/pwa/en';
import pwaFr from '../../src/i18n/locales/pwa/fr';
import { STRICT_TRANSPORT_SECURITY } from '../../server/securityHeaders';
import { dictionaryLeaves } from '../support/dictionaryLeaves';
import { url, Visitor } from '../support/browser/pages';
import { baseUrl } from '../support/state';

interface Budgets {
  home: { js: number; css: number };
  /** Each route's JS before interaction, by its address pattern in each language (`/projects/:slug`, `/en/`). */
  routes: Record<string, number>;
  chunks: Record<string, number>;
  /** Each case study's own chunk (unnamed: found as the script only its page loads). */
  caseStudyText: number;
  /** Each article's own chunk in one language (unnamed too). */
  articleText: number;
  cssChunks: Record<string, number>;
  pages: { firstRoundTrip: number; pageScript: number };
  /** The font files a page preloads, fetched before its first paint: their bytes together, as sent (woff2). */
  fonts: { beforeFirstPaint: number };
}

const dist = path.resolve('dist');
const budgets = JSON.parse(readFileSync(path.resolve('size-budgets.json'), 'utf8')) as Budgets;
const jsDir = path.join(dist, 'assets/js');
const jsFiles = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
const cssDir = path.join(dist, 'assets/css');
const cssFiles = readdirSync(cssDir).filter((name) => name.endsWith('.css'));

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The file of a named chunk (`home` → `dist/assets/js/home.<hash>.js`). */
function chunkFile(name: string): string {
  const matches = jsFiles.filter((file) => file.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(file));
  if (matches.length !== 1) throw new Error(`Expected one chunk named ${name}, found ${JSON.stringify(matches)}`);
  return path.join(jsDir, matches[0] ?? '');
}

/** The scripts a prerendered page lists in its `#app-assets` block, by file name. */
function pageScripts(file: string): string[] {
  const html = readFileSync(path.join(dist, file), 'utf8');
  const block =
    /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(html)?.[1] ?? '{"scripts":[]}';
  return (JSON.parse(block) as { scripts: string[] }).scripts.map((url) => path.basename(url));
}

/**
 * Each case study's or article's text chunk: the one script its page loads beyond the home page's (in its language), its
 * list's and its page's chunk. A project file holds both languages; an article has a file, and a chunk, per language.
 */
function textChunks(route: '/projects/:slug' | '/journal/:slug'): string[] {
  const [list, chunk] = route === '/journal/:slug' ? ['journal.html', 'article'] : ['projects.html', 'caseStudy'];
  const shared = new Set([
    ...pageScripts('index.html'),
    ...pageScripts('en/index.html'),
    ...pageScripts(list),
    path.basename(chunkFile(chunk)),
  ]);
  return prerenderedPages
    .filter((page) => page.route === route && (route === '/journal/:slug' || page.language === 'fr'))
    .map((page) => {
      const own = pageScripts(page.file).filter((file) => !shared.has(file));
      if (own.length !== 1) throw new Error(`${page.file} loads ${JSON.stringify(own)} of its own`);
      return own[0] ?? '';
    });
}

/**
 * The scripts and stylesheets a prerendered page loads once painted, before the app runs: the list in its
 * `#app-assets` data block, which the page script loads (src/prerender/pageScript.ts).
 */
function initialAssets(file = 'index.html'): { scripts: string[]; styles: string[] } {
  const html = readFileSync(path.join(dist, file), 'utf8');
  const block = /<script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error(`${file} has no #app-assets list`);
  const assets = JSON.parse(block) as { scripts: string[]; styles: string[] };
  const local = (url: string) => path.join(dist, url.replace(/^\//, ''));
  return { scripts: assets.scripts.map(local), styles: assets.styles.map(local) };
}

/** A page's key in `routes`: its route in French, under `/en` in English (`/en/` for the home page). */
const routeKey = ({ route, language }: { route: string; language: string }) =>
  language === 'fr' ? route : route === '/' ? '/en/' : `/en${route}`;

/** Each route's JS before interaction, the heaviest of its pages (the case studies share a route). */
function routeWeights(): Map<string, number> {
  const weights = new Map<string, number>();
  for (const page of prerenderedPages) {
    const js = initialAssets(page.file).scripts.reduce((sum, file) => sum + gzipped(file), 0);
    weights.set(routeKey(page), Math.max(weights.get(routeKey(page)) ?? 0, js));
  }
  return weights;
}

describe('size budgets of the production build (gzip -9), from size-budgets.json', () => {
  it.each(['index.html', 'en/index.html'])('keeps what %s loads before interaction under its ceilings', (file) => {
    const { scripts, styles } = initialAssets(file);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    // The home page's own chunk is in the list (prerendered pages load their route's chunk with the app).
    expect(scripts).toContain(chunkFile('home'));
    const js = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    const css = styles.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(
      `${file} before interaction: JS ${kb(js)} (ceiling ${kb(budgets.home.js)}), CSS ${kb(css)} (ceiling ${kb(budgets.home.css)})\n` +
        [...scripts, ...styles].map((file) => `  ${path.relative(dist, file)}: ${kb(gzipped(file))}`).join('\n'),
    );
    expect(js).toBeLessThanOrEqual(budgets.home.js);
    expect(css).toBeLessThanOrEqual(budgets.home.css);
  });

  it("keeps each route's JS before interaction under its ceiling, in both languages", () => {
    const weights = routeWeights();
    console.log(
      [...weights].map(([route, js]) => `${route}: ${kb(js)} (ceiling ${kb(budgets.routes[route] ?? 0)})`).join('\n'),
    );
    expect([...weights.keys()].filter((route) => budgets.routes[route] === undefined)).toEqual([]);
    expect([...weights].filter(([route, js]) => js > (budgets.routes[route] ?? 0))).toEqual([]);
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

  it("keeps each case study's own chunk, its text, under its ceiling", () => {
    const sizes = textChunks('/projects/:slug').map((file) => [file, gzipped(path.join(jsDir, file))] as const);
    console.log(
      `case study texts: ${sizes.map(([file, size]) => `${file}: ${kb(size)}`).join(', ')} (ceiling ${kb(budgets.caseStudyText)})`,
    );
    expect(sizes).toHaveLength(portfolio.length);
    expect(sizes.filter(([, size]) => size > budgets.caseStudyText)).toEqual([]);
  });

  it("keeps each article's own chunk, its body in one language, under its ceiling", () => {
    const sizes = textChunks('/journal/:slug').map((file) => [file, gzipped(path.join(jsDir, file))] as const);
    console.log(
      `article texts: ${sizes.map(([file, size]) => `${file}: ${kb(size)}`).join(', ')} (ceiling ${kb(budgets.articleText)})`,
    );
    expect(sizes).toHaveLength(articles.reduce((sum, article) => sum + article.languages.length, 0));
    expect(new Set(sizes.map(([file]) => file)).size).toBe(sizes.length);
    expect(sizes.filter(([, size]) => size > budgets.articleText)).toEqual([]);
  });

  it.each([
    [
      'index.html',
      { ...homeFr, ...contactBannerFr, ...footerFr, ...newsletterFr, ...pwaFr, ...metaFr },
      [fr, frenchCards],
    ],
    [
      'en/index.html',
      { ...homeEn, ...contactBannerEn, ...footerEn, ...newsletterEn, ...pwaEn, ...metaEn },
      [en, englishCards],
    ],
  ])(
    'leaves out of what %s loads before interaction the copy that comes with later parts',
    (file, later, everyPage) => {
      // A text the dictionary every page loads has too ("Intelligence artificielle") proves nothing either way.
      const shared = JSON.stringify(everyPage);
      // Each text's longest run that a minifier writes as it is: printable ASCII, no quote or backslash.
      const fragments = [...dictionaryLeaves(later)]
        .map(([key, text]) => [
          key,
          text.split(/[^\x20-\x7e]|["'`\\]/).reduce((a, b) => (b.length > a.length ? b : a), ''),
        ])
        .filter(([, fragment]) => (fragment ?? '').length >= 20 && !shared.includes(fragment ?? ''));
      expect(fragments.length).toBeGreaterThan(40);
      const { scripts } = initialAssets(file);
      const before = scripts.map((script) => readFileSync(script, 'utf8')).join('\n');
      const loaded = new Set(scripts.map((script) => path.basename(script)));
      const after = jsFiles
        .filter((name) => !loaded.has(name))
        .map((name) => readFileSync(path.join(jsDir, name), 'utf8'))
        .join('\n');
      expect(fragments.filter(([, fragment]) => before.includes(fragment ?? '')).map(([key]) => key)).toEqual([]);
      expect(fragments.filter(([, fragment]) => !after.includes(fragment ?? '')).map(([key]) => key)).toEqual([]);
    },
  );

  it('has a ceiling for every chunk loaded later, so a new chunk cannot escape the budgets', () => {
    // A chunk some page loads before interaction counts in that route's ceiling.
    const initial = new Set(
      prerenderedPages.flatMap((page) => initialAssets(page.file).scripts.map((file) => path.basename(file))),
    );
    const named = [
      ...Object.keys(budgets.chunks).map((name) => path.basename(chunkFile(name))),
      ...textChunks('/projects/:slug'),
      ...textChunks('/journal/:slug'),
    ];
    const unbudgeted = jsFiles.filter((file) => !initial.has(file) && !named.includes(file));
    expect(unbudgeted).toEqual([]);
  });

  it('keeps each stylesheet loaded later under its ceiling, and has a ceiling for every one', () => {
    const initial = new Set(initialAssets().styles.map((file) => path.basename(file)));
    const later = cssFiles
      .filter((file) => !initial.has(file))
      .map((file) => {
        const name = file.slice(0, file.indexOf('.'));
        return { file, size: gzipped(path.join(cssDir, file)), ceiling: budgets.cssChunks[name] ?? 'none' };
      });
    console.log(
      `stylesheets loaded later: ${later.map(({ file, size, ceiling }) => `${file}: ${kb(size)} (ceiling ${typeof ceiling === 'number' ? kb(ceiling) : ceiling})`).join(', ') || 'none'}`,
    );
    expect(later.filter(({ size, ceiling }) => typeof ceiling !== 'number' || size > ceiling)).toEqual([]);
  });
});

/**
 * A response as it crosses the wire to a browser (which accepts Brotli): the bytes of its status line,
 * headers and body as sent (nothing decoded), and the encoding it came in.
 */
function onTheWire(url: string): Promise<{ bytes: number; encoding: string | undefined; chunked: boolean }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on('end', () => {
        const statusLine = `HTTP/${response.httpVersion} ${String(response.statusCode)} ${response.statusMessage ?? ''}\r\n`;
        let head = statusLine.length + 2;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          head += Buffer.byteLength(`${response.rawHeaders[index] ?? ''}: ${response.rawHeaders[index + 1] ?? ''}\r\n`);
        }
        resolve({
          bytes: head + body,
          encoding: response.headers['content-encoding'],
          chunked: response.headers['transfer-encoding'] === 'chunked',
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the inline page script (src/prerender/pageScriptEntry.ts)', () => {
  it('is the same first script of every prerendered page, within its Brotli ceiling', () => {
    const scripts = prerenderedPages.map((page) => {
      const { document } = new JSDOM(readFileSync(path.join(dist, page.file), 'utf8')).window;
      const first = document.head.querySelector('script');
      expect(first?.hasAttribute('src')).toBe(false);
      return first?.textContent ?? '';
    });
    expect(new Set(scripts).size).toBe(1);
    const bytes = brotliCompressSync(scripts[0] ?? '').length;
    console.log(`page script: ${String(bytes)} bytes with Brotli (ceiling ${String(budgets.pages.pageScript)})`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgets.pages.pageScript);
  });
});

/** The font files a prerendered page preloads (its first view's faces), as paths under dist/. */
function preloadedFonts(file: string): string[] {
  const { document } = new JSDOM(readFileSync(path.join(dist, file), 'utf8')).window;
  return [...document.head.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => {
    expect(link.getAttribute('type')).toBe('font/woff2');
    expect(link.hasAttribute('crossorigin')).toBe(true);
    return path.join(dist, (link.getAttribute('href') ?? '').replace(/^\//, ''));
  });
}

describe('the faces', () => {
  // woff2 is compressed already: its bytes on disk are the bytes sent.
  it('that every page fetches before its first paint weigh at most their ceiling (60 KB at most)', () => {
    expect(budgets.fonts.beforeFirstPaint).toBeLessThanOrEqual(60 * 1024);
    const sets = prerenderedPages.map((page) => preloadedFonts(page.file));
    for (const fonts of sets) {
      expect(fonts.length).toBeGreaterThan(0);
      const bytes = fonts.reduce((sum, file) => sum + statSync(file).size, 0);
      expect(bytes).toBeLessThanOrEqual(budgets.fonts.beforeFirstPaint);
    }
    const home = preloadedFonts('index.html');
    const bytes = home.reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(
      `fonts before the first paint of /: ${home.map((file) => `${path.basename(file)} ${String(statSync(file).size)}`).join(', ')}; ${String(bytes)} bytes (ceiling ${String(budgets.fonts.beforeFirstPaint)})`,
    );
  });

  // Only the display face is preloaded: the text face swaps in over its metric-matched fallback, never before a paint.
  it('are every font file of the build: preloaded, or swapped in by the stylesheet without holding a paint', () => {
    const all = readdirSync(path.join(dist, 'assets/fonts')).map((name) => path.join(dist, 'assets/fonts', name));
    const preloaded = new Set(prerenderedPages.flatMap((page) => preloadedFonts(page.file)));
    const stylesheet = cssFiles.map((name) => readFileSync(path.join(cssDir, name), 'utf8')).join('\n');
    const swapped = [...stylesheet.matchAll(/@font-face\{([^}]*)\}/g)]
      .map((match) => match[1] ?? '')
      .filter((rule) => rule.includes('font-display:swap'))
      .flatMap((rule) =>
        [...rule.matchAll(/url\(\/([^)]+\.woff2)\)/g)].map((match) => path.join(dist, match[1] ?? '')),
      );
    expect(preloaded.size).toBeGreaterThan(0);
    for (const file of all) expect(preloaded.has(file) || swapped.includes(file)).toBe(true);
  });
});

describe('every prerendered page, as the production server sends it', () => {
  // A new connection carries ten TCP segments (14,480 bytes with Linux's TCP options) in its first round
  // trip; a page that needs more is painted a whole round trip later (150 ms on Lighthouse's slow 4G).
  it.each(sitePages.flatMap(({ path }) => [path, localizedPath(path, 'en')]))(
    '%s arrives in the first round trip of a new connection, headers included (HSTS too, as over HTTPS)',
    async (route) => {
      const sent = await onTheWire(new URL(route, baseUrl()).href);
      const { encoding, chunked } = sent;
      // Loopback is plain HTTP; in production the page comes over HTTPS, with this header as well.
      const bytes = sent.bytes + Buffer.byteLength(`Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}\r\n`);
      console.log(`${route}: ${String(bytes)} bytes with headers (ceiling ${String(budgets.pages.firstRoundTrip)})`);
      // The build's Brotli copy, sent whole with its length (scripts/webpack/PrecompressPlugin.ts).
      expect(encoding).toBe('br');
      expect(chunked).toBe(false);
      expect(bytes).toBeLessThanOrEqual(budgets.pages.firstRoundTrip);
    },
  );
});

describe("the image of a phone's largest paint on / and /projects, as the production server sends it", () => {
  const visitor = new Visitor();
  afterEach(() => visitor.closeContexts());
  afterAll(() => visitor.disconnect());

  // Its own new connection carries it (the page's took the display face): what does not fit in that connection's
  // first round trip paints a round trip later. The same ceiling as a page's, with the same HSTS header.
  it.each(['/', '/en/', '/projects', '/en/projects'])(
    '%s: arrives in the first round trip of a new connection, headers included',
    async (route) => {
      const { page } = await visitor.open({ viewport: 'lighthouse' });
      await page.goto(url(route));
      // The image Chromium names as the largest paint at Lighthouse's phone size and density.
      const image = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const painted = list.getEntries().find((entry) => (entry as PerformanceEntry & { url: string }).url);
              if (painted !== undefined) resolve((painted as PerformanceEntry & { url: string }).url);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const sent = await onTheWire(image);
      const bytes = sent.bytes + Buffer.byteLength(`Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}\r\n`);
      console.log(
        `${route}: ${image} is ${String(bytes)} bytes with headers (ceiling ${String(budgets.pages.firstRoundTrip)})`,
      );
      expect(image).toMatch(/\.avif$/);
      expect(bytes).toBeLessThanOrEqual(budgets.pages.firstRoundTrip);
    },
  );
});
