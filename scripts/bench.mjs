// `npm run bench`: Lighthouse (mobile preset, simulated slow 4G and CPU) on every route of the production
// build, BENCH_RUNS times each (default 5, at least 5 for the note), routes interleaved so that a slow
// moment of the machine does not fall on one route only. Beside the routes, a "floor": plain HTML with the
// home page's hero markup (heading, text, image) and the same stylesheet, no JavaScript, served by the same
// server: what the home page would score if the app cost nothing. Prints the medians and writes them to
// build/bench.json. BENCH_SKIP_BUILD=1 reuses dist/. BENCH_THEME=dark measures with the system in dark mode
// (the site follows it with no script), into build/bench-dark.json. The system Chromium, loopback only.
//
// The stock photos' host cannot be reached here, and a page whose photos fail is neither what a visitor
// sees nor fair to its scores (every failed photo is a console error). So the browser reaches
// images.unsplash.com on a local stand-in instead: HTTPS with a throwaway self-signed certificate (ignored
// by this browser only), answering every photo with the site's own preview image, with CORS, as the real
// host does. BENCH_PHOTOS=off measures with the host unreachable, as the tests run.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:https';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const frenchRoutes = ['/', '/projects', '/consultation', '/expertise', '/contact', '/legal'];
// English pages live under /en/, which every browser gets as asked for.
const routes = [...frenchRoutes, ...frenchRoutes.map((route) => (route === '/' ? '/en/' : `/en${route}`))];
const FLOOR = '/floor.html';
const theme = process.env.BENCH_THEME === 'dark' ? 'dark' : 'light';
const outFile = path.resolve(theme === 'dark' ? 'build/bench-dark.json' : 'build/bench.json');
const chromiumArgs = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function startServer(distDir) {
  const child = spawn(process.execPath, [path.resolve('build/server/server/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${String(code)}: ${output}`)));
  });
}

/** The photo host's stand-in (see the top of this file); resolves with its port and a stop function. */
function startPhotoHost() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=images.unsplash.com',
      '-addext',
      'subjectAltName=DNS:images.unsplash.com',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const photo = readFileSync(path.resolve('public/og-image.png'));
  const server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (request, response) => {
      response.writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': photo.length,
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      response.end(request.method === 'HEAD' ? undefined : photo);
    },
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        stop: () => {
          server.close();
          server.closeAllConnections();
          rmSync(dir, { recursive: true, force: true });
        },
      });
    });
  });
}

/** The floor page: the rendered hero of `/`, in French, with the build's stylesheet and nothing else. */
async function writeFloor(browser, baseUrl, distDir) {
  const page = await browser.newPage();
  await page.goto(new URL('/?lng=fr', baseUrl).href, { waitUntil: 'load' });
  await page.waitForSelector('main h1');
  const hero = await page.$eval('section.hero', (section) => {
    const copy = section.cloneNode(true);
    copy.querySelectorAll('.stock-photo--failed').forEach((frame) => frame.classList.remove('stock-photo--failed'));
    copy.querySelectorAll('button').forEach((button) => button.removeAttribute('aria-haspopup'));
    return copy.outerHTML;
  });
  await page.close();
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Every script out, the language script and the JSON-LD included: the floor runs no code at all.
  const head = index
    .slice(index.indexOf('<head>') + 6, index.indexOf('</head>'))
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const html = `<!doctype html><html lang=fr><head>${head}</head><body><main id=main>${hero}</main></body></html>`;
  publishFloor(distDir, html);
}

/**
 * Adds the floor to the copy's build manifest as the build would describe a page (with its Brotli copy and
 * its inline CSS allowed by hash), so the same server serves it the same way.
 */
function publishFloor(distDir, html) {
  const sha = (data, encoding) => createHash('sha256').update(data).digest(encoding);
  const stored = (file, content) => ({
    file,
    size: content.length,
    etag: `"${sha(content, 'base64url').slice(0, 22)}"`,
  });
  const content = Buffer.from(html);
  const copy = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  writeFileSync(path.join(distDir, 'floor.html'), content);
  writeFileSync(path.join(distDir, 'floor.html.br'), copy);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${sha(m[1], 'base64')}'`);
  const manifestFile = path.join(distDir, 'site-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.files['floor.html'] = {
    ...stored('floor.html', content),
    type: 'text/html; charset=utf-8',
    immutable: false,
    compressible: true,
    brotli: stored('floor.html.br', copy),
    inline: { scripts: [], styles },
  };
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** One Lighthouse run; a run that fails to record (it happens, e.g. NO_NAVSTART) is tried again twice. */
async function audit(pageUrl, port, attempt = 1) {
  const result = await lighthouse(pageUrl, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  const lhr = result?.lhr;
  // A page that redirected (the language script sending the browser elsewhere) is not the page measured.
  if (lhr !== undefined && lhr.runtimeError === undefined && lhr.finalDisplayedUrl !== pageUrl) {
    throw new Error(`${pageUrl} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (lhr !== undefined && lhr.runtimeError === undefined) return lhr;
  const reason = lhr?.runtimeError?.message ?? 'no result';
  if (attempt >= 3) throw new Error(`Lighthouse failed on ${pageUrl}: ${reason}`);
  process.stderr.write(`retrying ${pageUrl} after: ${reason}\n`);
  return audit(pageUrl, port, attempt + 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  cpSync(path.resolve('dist'), distDir, { recursive: true });
  let server = await startServer(distDir);
  const photos = process.env.BENCH_PHOTOS === 'off' ? undefined : await startPhotoHost();
  const resolverRules = chromiumArgs.find((arg) => arg.startsWith('--host-resolver-rules='));
  const photoArgs =
    photos === undefined
      ? []
      : [
          `--host-resolver-rules=MAP images.unsplash.com:443 127.0.0.1:${photos.port}, ${resolverRules.slice(resolverRules.indexOf('=') + 1)}`,
          '--ignore-certificate-errors',
        ];
  const browser = await puppeteer.launch({
    headless: true,
    // A French browser: an English one would be sent from the French addresses to the English ones.
    args: [
      ...chromiumArgs.filter((arg) => photos === undefined || arg !== resolverRules),
      ...photoArgs,
      '--lang=fr-FR',
      '--accept-lang=fr-FR,fr',
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
    ],
    userDataDir: mkdtempSync(path.join(tmpdir(), 'bench-chromium-')),
  });
  const samples = Object.fromEntries([...routes, FLOOR].map((route) => [route, []]));
  try {
    await writeFloor(browser, server.url, distDir);
    // The server reads the build's manifest once, at start: restarted, it serves the floor too.
    server.stop();
    server = await startServer(distDir);
    const port = Number(new URL(browser.wsEndpoint()).port);
    // Lighthouse keeps cookies and local storage between runs: the language an English page stored there would
    // send the next French page to English. Cleared before each run, from a blank tab of the same browser.
    const cleaner = await (await browser.newPage()).createCDPSession();
    for (let run = 1; run <= runs; run += 1) {
      for (const route of [...routes, FLOOR]) {
        await cleaner.send('Storage.clearDataForOrigin', {
          origin: new URL(server.url).origin,
          storageTypes: 'cookies,local_storage',
        });
        const lhr = await audit(new URL(route, server.url).href, port);
        const sample = {};
        for (const category of categories) sample[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        for (const [name, audit] of Object.entries(metrics)) sample[name] = lhr.audits[audit]?.numericValue ?? NaN;
        samples[route].push(sample);
        process.stderr.write(`run ${run}/${runs} ${route}: performance ${sample.performance}\n`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
    photos?.stop();
    rmSync(distDir, { recursive: true, force: true });
  }

  const medians = Object.fromEntries(
    Object.entries(samples).map(([route, list]) => [
      route === FLOOR ? 'floor' : route,
      Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((sample) => sample[key]))])),
    ]),
  );
  const rows = Object.entries(medians).map(([route, m]) => [
    route,
    m.performance,
    m.accessibility,
    m['best-practices'],
    m.seo,
    `${Math.round(m.fcp)} ms`,
    `${Math.round(m.lcp)} ms`,
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    `${Math.round(m.si)} ms`,
  ]);
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(`Lighthouse mobile preset, ${theme} theme, median of ${runs} runs per route:`);
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ date: new Date().toISOString(), runs, preset: 'mobile', theme, medians, samples }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), outFile)}`);
}

await main();
