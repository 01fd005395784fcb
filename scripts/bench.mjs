// `npm run bench`: Lighthouse (mobile preset, simulated slow 4G and CPU) on every route of the production
// build, BENCH_RUNS times each (default 5, at least 5 for the note), routes interleaved so that a slow
// moment of the machine does not fall on one route only. Beside the routes, three "floors": plain HTML with the
// first screen's markup of the home page (its hero and flagship image) and of a case study (its header and
// cover), with the same head and stylesheet, no JavaScript, served by the same server: what those pages would
// score if the app cost nothing; and a page of one sentence: what any page costs this browser. Prints the
// medians and writes them to build/bench.json. BENCH_SKIP_BUILD=1 reuses dist/. BENCH_THEME=dark measures with
// the system in dark mode (the site follows it with no script), into build/bench-dark.json. The system
// Chromium, loopback only.
//
// The photos come from the site's own image endpoint, which fetches each photo once from PHOTO_UPSTREAM. The
// stock host cannot be reached here, so the bench serves as that upstream itself: a stand-in on loopback
// that answers every photo with the site's own preview image, which the endpoint crops and encodes as it
// would a photo, into a disk cache of the bench's own. Before the Lighthouse runs it reports the first-screen
// photo of / and /projects as the phone and desktop layouts pick it, in bytes as AVIF, WebP and JPEG, with
// the time of a first request (fetch and encode) and a kept one. BENCH_PHOTOS=off measures with the
// upstream refusing connections, as a site whose stock host is down for photos not yet kept: every photo
// falls back to its frame.
//
// Beside each route's medians it prints what ran on the main thread: in the run whose TBT is the route's median,
// the long tasks before Lighthouse's time to interactive (start, duration as simulated on the mobile CPU, the
// script they are attributed to; the document's commit, the browser's and of a length that varies by run, is
// named, and the longest task after it printed beside the longest of all), and each script's evaluation and
// parse/compile time (`bootup-time`). Then, with Chromium's CPU slowed 4x as in the mobile preset, it taps the
// wizard's first choice card (/consultation) and picks a category in the projects filter (/projects) once each
// page has hydrated, and reports each interaction's duration from input to next paint as the Event Timing API
// gives it (INP), median of BENCH_RUNS (BENCH_INP=off skips them).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer';
import { BUILT_SERVER, startServerProcess } from './serverProcess.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// A case study stands for the six, and an article written in both languages for the journal's (the same page with
// other content).
const frenchRoutes = [
  '/',
  '/projects',
  '/projects/kalma',
  '/consultation',
  '/expertise',
  '/journal',
  '/journal/cost-of-javascript',
  '/contact',
  '/legal',
];
// English pages live under /en/, which every browser gets as asked for. BENCH_ROUTES (comma-separated) measures some only.
const routes = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [
  ...frenchRoutes,
  ...frenchRoutes.map((route) => (route === '/' ? '/en/' : `/en${route}`)),
];
// The floors: the first screen of / and of a case study as plain HTML, their images included, no JavaScript; and
// a page of one sentence, whose only long task is the browser's own commit of a document.
const floors = {
  '/floor.html': { name: 'floor', route: '/', first: ['section.hero'] },
  '/floor-case-study.html': {
    name: 'floor (case study)',
    route: '/projects/kalma',
    first: ['.case-study__header', '.case-study__cover'],
  },
  '/floor-empty.html': {
    name: 'floor (empty page)',
    html: '<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=viewport content="width=device-width, initial-scale=1"><link rel=icon href="data:,"><title>Page vide</title><meta name=description content="Une page d’une phrase."></head><body><main><h1>Une page d’une phrase.</h1></main></body></html>',
  },
};
const FLOORS = Object.keys(floors);
const floorName = (route) => floors[route]?.name ?? route;
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
// Lighthouse 13's fifth category: what a visitor's AI agent finds (WebMCP tools, /llms.txt, the accessibility tree).
const categories = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'];

/** A script's address as printed: its file name (`767.2b67701c2f.js`), the page's path, or what Lighthouse named it. */
const scriptName = (url) => {
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith('/') ? `page ${pathname}` : path.basename(pathname);
  } catch {
    return url || 'unattributed';
  }
};

/**
 * What ran on the main thread in one run: the long tasks before time to interactive (the whole list when
 * Lighthouse reports no TTI), each script's evaluation and parse/compile time, and the main thread's time by
 * kind of work, all as simulated on the mobile preset's CPU.
 */
function mainThreadOf(lhr, trace) {
  const tti = lhr.audits.interactive?.numericValue;
  const commit = commitTaskOf(trace, lhr.finalDisplayedUrl);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .filter(({ startTime }) => tti === undefined || startTime < tti)
    .map(({ url, startTime, duration }) => ({ script: scriptName(url), startTime, duration }))
    .sort((a, b) => a.startTime - b.startTime);
  // The simulator runs a task that lays nothing out cpuSlowdownMultiplier (4) times slower: its long task is the
  // first one of that length.
  const simulated = commit * lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const committing = longTasks.find(({ duration }) => Math.abs(duration - simulated) < 1);
  if (committing !== undefined) committing.commit = true;
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).map(({ url, scripting, scriptParseCompile }) => ({
    script: scriptName(url),
    scripting,
    scriptParseCompile,
  }));
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(({ groupLabel, duration }) => ({
    work: groupLabel,
    duration,
  }));
  return {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    tti,
    commit: committing?.duration ?? simulated,
    longTasks,
    scripts,
    work,
  };
}

/**
 * How long, on this machine, the main thread's task that commits the page's document took (ms): the browser
 * creates the window and its script context there (DevTools, attached, is told), before any of the page runs.
 */
function commitTaskOf(trace, pageUrl) {
  const events = trace.traceEvents;
  const start = events.find(
    ({ name, args }) =>
      name === 'navigationStart' && args?.data?.isLoadingMainFrame && args.data.documentLoaderURL === pageUrl,
  );
  if (start === undefined) return NaN;
  const onMain = events.filter(({ pid, tid, ph }) => pid === start.pid && tid === start.tid && ph === 'X');
  const first = (name) =>
    onMain.filter((event) => event.name === name && event.ts > start.ts).sort((a, b) => a.ts - b.ts)[0];
  const inside = first('LocalWindowProxy::Initialize') ?? first('DocumentLoader::CommitNavigation');
  const task = onMain.find(
    ({ name, ts, dur }) =>
      (name === 'RunTask' || name === 'ThreadControllerImpl::RunTask') &&
      inside !== undefined &&
      ts <= inside.ts &&
      ts + dur >= inside.ts + inside.dur,
  );
  if (task === undefined) process.stderr.write(`no commit task found in the trace of ${pageUrl}\n`);
  return task === undefined ? NaN : task.dur / 1000;
}

/** The production server on a copy of the build, its photos from `photos.upstream` into a cache of its own. */
const startServer = (distDir, photos) =>
  startServerProcess(BUILT_SERVER, {
    env: { DIST_DIR: distDir, PHOTO_UPSTREAM: photos.upstream, PHOTO_CACHE_DIR: photos.cacheDir },
  });

/** The stock host's stand-in (see the top of this file); resolves with its origin and a stop function. */
function startPhotoHost() {
  const photo = readFileSync(path.resolve('dist/og-image.png'));
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': photo.length });
    response.end(request.method === 'HEAD' ? undefined : photo);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        upstream: `http://127.0.0.1:${server.address().port}`,
        stop: () => {
          server.close();
          server.closeAllConnections();
        },
      });
    });
  });
}

/** An origin nothing listens on: the stock host down. */
function closedOrigin() {
  const server = createServer();
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve({ upstream: `http://127.0.0.1:${port}`, stop: () => undefined }));
    });
  });
}

/** Lighthouse's mobile and desktop presets' screens. */
const layouts = {
  phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1 },
};
const photoFormats = { avif: 'image/avif,image/webp,*/*;q=0.8', webp: 'image/webp,*/*;q=0.8', jpeg: 'image/jpeg' };

/**
 * The first-screen photo of each page as each layout picks it from the srcset (the page's own requests for
 * images are stopped, so the bench asks first), then its bytes in each format: the first AVIF request
 * includes fetching the source from the upstream, the others only encode, then a kept AVIF.
 */
async function firstScreenPhotos(browser, baseUrl) {
  const rows = [];
  for (const route of ['/', '/projects']) {
    for (const [layout, viewport] of Object.entries(layouts)) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.resourceType() === 'image') void request.abort();
        else void request.continue();
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'domcontentloaded' });
      // Waited for: on a busy machine the app may have replaced the image (its photo refused) before it is read.
      const source = await page
        .waitForFunction(
          () => globalThis.document.querySelector('main img[fetchpriority="high"]')?.currentSrc || undefined,
        )
        .then((handle) => handle.jsonValue());
      await page.close();
      const row = { route, layout, photo: new URL(source).pathname };
      const timed = async (accept) => {
        const started = performance.now();
        const response = await fetch(source, { headers: { Accept: accept } });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${source} answered ${response.status}`);
        return { bytes, ms: Math.round(performance.now() - started) };
      };
      for (const [format, accept] of Object.entries(photoFormats)) row[format] = await timed(accept);
      row.keptAvif = await timed(photoFormats.avif);
      rows.push(row);
    }
  }
  return rows;
}

function printPhotos(rows) {
  console.log('First-screen photos (the stand-in upstream serves the preview image for every photo):');
  for (const { route, layout, photo, avif, webp, jpeg, keptAvif } of rows) {
    console.log(
      `  ${route} ${layout}: ${photo}  AVIF ${avif.bytes} B (first request ${avif.ms} ms), WebP ${webp.bytes} B (${webp.ms} ms), JPEG ${jpeg.bytes} B (${jpeg.ms} ms); kept AVIF ${keptAvif.ms} ms`,
    );
  }
}

/**
 * A floor page: the rendered first screen of `route` (the elements `first`), in French, as the prerendered page
 * sends it (its head, with the build's stylesheet) and nothing else.
 */
async function writeFloor(browser, baseUrl, distDir, file, { route, first }) {
  const page = await browser.newPage();
  await page.goto(new URL(`${route}?lng=fr`, baseUrl).href, { waitUntil: 'load' });
  await page.waitForSelector('main h1');
  const parts = [];
  for (const selector of first)
    parts.push(
      await page.$eval(selector, (section) => {
        const copy = section.cloneNode(true);
        copy.querySelectorAll('.stock-photo--failed').forEach((frame) => frame.classList.remove('stock-photo--failed'));
        copy.querySelectorAll('button').forEach((button) => button.removeAttribute('aria-haspopup'));
        return copy.outerHTML;
      }),
    );
  await page.close();
  const hero =
    route === '/'
      ? parts.join('')
      : `<article class="page-intro section case-study"><div class="container">${parts.join('')}</div></article>`;
  const prerendered = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const index = readFileSync(path.join(distDir, prerendered), 'utf8');
  // Every script out, the language script and the JSON-LD included: the floor runs no code at all.
  const head = index
    .slice(index.indexOf('<head>') + 6, index.indexOf('</head>'))
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const html = `<!doctype html><html lang=fr><head>${head}</head><body><main id=main>${hero}</main></body></html>`;
  publishFloor(distDir, file.slice(1), html);
}

/**
 * Adds the floor to the copy's build manifest as the build would describe a page (with its Brotli copy and
 * its inline CSS allowed by hash), so the same server serves it the same way.
 */
function publishFloor(distDir, file, html) {
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
  writeFileSync(path.join(distDir, file), content);
  writeFileSync(path.join(distDir, `${file}.br`), copy);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${sha(m[1], 'base64')}'`);
  const manifestFile = path.join(distDir, 'site-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.files[file] = {
    ...stored(file, content),
    type: 'text/html; charset=utf-8',
    immutable: false,
    compressible: true,
    brotli: stored(`${file}.br`, copy),
    inline: { scripts: [], styles },
  };
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** One Lighthouse run; a run that fails to record (it happens, e.g. NO_NAVSTART) is tried again twice. */
async function audit(pageUrl, port, attempt = 1) {
  const result = await lighthouse(pageUrl, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  const lhr = result?.lhr;
  const trace = result?.artifacts?.Trace;
  // A page that redirected (the language script sending the browser elsewhere) is not the page measured.
  if (lhr !== undefined && lhr.runtimeError === undefined && lhr.finalDisplayedUrl !== pageUrl) {
    throw new Error(`${pageUrl} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (lhr !== undefined && lhr.runtimeError === undefined) return { lhr, trace };
  const reason = lhr?.runtimeError?.message ?? 'no result';
  if (attempt >= 3) throw new Error(`Lighthouse failed on ${pageUrl}: ${reason}`);
  process.stderr.write(`retrying ${pageUrl} after: ${reason}\n`);
  return audit(pageUrl, port, attempt + 1);
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per route, the run whose TBT is the median: its long tasks before interaction and its scripts' time. */
function printMainThreads(mainThreads, medians) {
  const ms = (value) => `${Math.round(value)} ms`;
  console.log('Main thread before interaction (the run with the median TBT; simulated mobile CPU):');
  for (const [route, threads] of Object.entries(mainThreads)) {
    if (threads.length === 0) continue;
    const m = medians[floorName(route)];
    const [thread] = [...threads].sort((a, b) => Math.abs(a.tbt - m.tbt) - Math.abs(b.tbt - m.tbt));
    const tasks = thread.longTasks.map(
      (task) =>
        `${task.commit ? "the document's commit" : task.script} at ${ms(task.startTime)} for ${ms(task.duration)}`,
    );
    console.log(
      `  ${floorName(route)}: TBT ${ms(thread.tbt)}, TTI ${thread.tti === undefined ? 'n/a' : ms(thread.tti)}; ` +
        `median longest task ${ms(m['longest task'])} (the document's commit ${ms(m['commit task'])}, ` +
        `the longest after it ${ms(m['longest task after commit'])}), script evaluation ${ms(m['script evaluation'])}, parse ${ms(m['script parse'])}`,
    );
    console.log(`    long tasks: ${tasks.length === 0 ? 'none' : tasks.join('; ')}`);
    const scripts = thread.scripts.map(
      ({ script, scripting, scriptParseCompile }) => `${script} ${ms(scripting)} + ${ms(scriptParseCompile)} parse`,
    );
    console.log(`    scripts: ${scripts.length === 0 ? 'none over 50 ms' : scripts.join('; ')}`);
    console.log(`    work: ${thread.work.map(({ work, duration }) => `${work} ${ms(duration)}`).join('; ')}`);
  }
}

/**
 * The interactions the issue names, each as a visitor's first input once the page has hydrated, on the preset's
 * phone screen with the CPU slowed 4x: resolves with each one's Event Timing entries (the longest is its INP).
 */
const interactionsToTime = [
  {
    name: 'wizard: tap the first choice card',
    route: '/consultation',
    act: async (page) => {
      const card = await page.waitForSelector('.choice-card');
      const box = await card.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    },
  },
  {
    name: 'projects filter: pick the next category',
    route: '/projects',
    act: async (page) => {
      await page.focus('.projects-filter select');
      await page.keyboard.press('ArrowDown');
    },
  },
];

async function measureInteractions(browser, baseUrl) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const { name, route, act } of interactionsToTime) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(layouts.phone);
      const session = await page.createCDPSession();
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluateOnNewDocument(() => {
        globalThis.benchEvents = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId > 0)
              globalThis.benchEvents.push({
                type: entry.name,
                duration: entry.duration,
                inputDelay: entry.processingStart - entry.startTime,
                processing: entry.processingEnd - entry.processingStart,
              });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' });
      await page.waitForFunction(() => {
        const heading = globalThis.document.querySelector('main h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
      });
      await act(page);
      // Entries arrive once the next frame is presented: two frames and a moment later they are all in.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 300)));
          }),
      );
      const events = await page.evaluate(() => globalThis.benchEvents);
      const longest = events.reduce(
        (worst, event) => (event.duration > (worst?.duration ?? -1) ? event : worst),
        undefined,
      );
      results.push({ name, route, run, inp: longest?.duration ?? 0, longest, events });
      await context.close();
    }
  }
  return results;
}

function printInteractions(results) {
  console.log(`Interactions on the phone screen, CPU slowed 4x, median of ${runs} (INP: input to next paint):`);
  for (const { name, route } of interactionsToTime) {
    const mine = results.filter((result) => result.name === name);
    const inp = median(mine.map((result) => result.inp));
    const worst = mine.reduce((a, b) => (b.inp > a.inp ? b : a));
    const detail =
      worst.longest === undefined
        ? 'no entry over 16 ms'
        : `worst ${Math.round(worst.inp)} ms (${worst.longest.type}: input delay ${Math.round(worst.longest.inputDelay)} ms, processing ${Math.round(worst.longest.processing)} ms)`;
    console.log(`  ${route} ${name}: INP ${Math.round(inp)} ms; ${detail}`);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  cpSync(path.resolve('dist'), distDir, { recursive: true });
  const photoHost = process.env.BENCH_PHOTOS === 'off' ? await closedOrigin() : await startPhotoHost();
  const photos = { upstream: photoHost.upstream, cacheDir: mkdtempSync(path.join(tmpdir(), 'bench-photos-')) };
  let server = await startServer(distDir, photos);
  const browser = await puppeteer.launch({
    headless: true,
    // A French browser: an English one would be sent from the French addresses to the English ones.
    args: [
      ...chromiumArgs,
      '--lang=fr-FR',
      '--accept-lang=fr-FR,fr',
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
      // WebMCP on, as in a browser with an agent: the Agentic Browsing audits see the site's tools.
      '--enable-features=WebMCP',
    ],
    userDataDir: mkdtempSync(path.join(tmpdir(), 'bench-chromium-')),
  });
  const samples = Object.fromEntries([...routes, ...FLOORS].map((route) => [route, []]));
  const lcpElements = Object.fromEntries([...routes, ...FLOORS].map((route) => [route, []]));
  const mainThreads = Object.fromEntries([...routes, ...FLOORS].map((route) => [route, []]));
  let interactions = [];
  let firstScreen = [];
  try {
    if (process.env.BENCH_PHOTOS !== 'off') {
      firstScreen = await firstScreenPhotos(browser, server.url);
      printPhotos(firstScreen);
    }
    for (const [file, floor] of Object.entries(floors)) {
      if (floor.html === undefined) await writeFloor(browser, server.url, distDir, file, floor);
      else publishFloor(distDir, file.slice(1), floor.html);
    }
    // The server reads the build's manifest once, at start: restarted, it serves the floor too.
    await server.stop();
    server = await startServer(distDir, photos);
    const port = Number(new URL(browser.wsEndpoint()).port);
    // Lighthouse keeps cookies and local storage between runs: the language an English page stored there would
    // send the next French page to English. Cleared before each run, from a blank tab of the same browser.
    const cleaner = await (await browser.newPage()).createCDPSession();
    for (let run = 1; run <= runs; run += 1) {
      for (const route of [...routes, ...FLOORS]) {
        await cleaner.send('Storage.clearDataForOrigin', {
          origin: new URL(server.url).origin,
          storageTypes: 'cookies,local_storage',
        });
        const { lhr, trace } = await audit(new URL(route, server.url).href, port);
        const sample = {};
        for (const category of categories) sample[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        for (const [name, audit] of Object.entries(metrics)) sample[name] = lhr.audits[audit]?.numericValue ?? NaN;
        // What the LCP was, and its subparts (TTFB, load delay, load time, render delay), from the trace.
        const breakdown = lhr.audits['lcp-breakdown-insight'];
        if (breakdown === undefined) throw new Error('Lighthouse reported no lcp-breakdown-insight audit');
        const [subparts, element] = breakdown.details?.items ?? [];
        lcpElements[route].push(element?.selector ?? 'not reported');
        for (const { subpart, duration } of subparts?.items ?? []) sample[`lcp ${subpart}`] = duration;
        const thread = mainThreadOf(lhr, trace);
        mainThreads[route].push(thread);
        sample.tti = thread.tti;
        sample['longest task'] = Math.max(0, ...thread.longTasks.map(({ duration }) => duration));
        sample['commit task'] = thread.commit;
        sample['longest task after commit'] = Math.max(
          0,
          ...thread.longTasks.filter(({ commit }) => !commit).map(({ duration }) => duration),
        );
        sample['script evaluation'] = thread.scripts.reduce((sum, { scripting }) => sum + scripting, 0);
        sample['script parse'] = thread.scripts.reduce((sum, { scriptParseCompile }) => sum + scriptParseCompile, 0);
        // How fast this machine ran Lighthouse's own benchmark: figures of two machines compare only beside it.
        sample['benchmark index'] = lhr.environment?.benchmarkIndex ?? NaN;
        samples[route].push(sample);
        process.stderr.write(`run ${run}/${runs} ${route}: performance ${sample.performance}\n`);
      }
    }
    if (process.env.BENCH_INP !== 'off') interactions = await measureInteractions(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
    photoHost.stop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(photos.cacheDir, { recursive: true, force: true });
  }

  const medians = Object.fromEntries(
    Object.entries(samples).map(([route, list]) => [
      floorName(route),
      Object.fromEntries(
        [...new Set(list.flatMap(Object.keys))].map((key) => [key, median(list.map((sample) => sample[key]))]),
      ),
    ]),
  );
  const rows = Object.entries(medians).map(([route, m]) => [
    route,
    m.performance,
    m.accessibility,
    m['best-practices'],
    m.seo,
    m['agentic-browsing'],
    `${Math.round(m.fcp)} ms`,
    `${Math.round(m.lcp)} ms`,
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    `${Math.round(m.si)} ms`,
  ]);
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'agents', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  const benchmarkIndex = median(
    Object.values(samples).flatMap((list) => list.map((sample) => sample['benchmark index'])),
  );
  console.log(
    `Lighthouse mobile preset, ${theme} theme, median of ${runs} runs per route (benchmark index ${Math.round(benchmarkIndex)}):`,
  );
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
  console.log('LCP element (most frequent) and median subparts:');
  const reported = ['/', '/projects', '/projects/kalma', '/en/', '/en/projects', '/en/projects/kalma'];
  for (const route of [...reported.filter((candidate) => routes.includes(candidate)), ...FLOORS]) {
    const counts = new Map();
    for (const element of lcpElements[route]) counts.set(element, (counts.get(element) ?? 0) + 1);
    const [element] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['unknown'];
    const m = medians[floorName(route)];
    const phases = Object.keys(m)
      .filter((key) => key.startsWith('lcp '))
      .map((key) => `${key.slice(4)} ${Math.round(m[key])} ms`);
    console.log(`  ${route}: LCP ${Math.round(m.lcp)} ms, ${element}; ${phases.join(', ')}`);
  }
  printMainThreads(mainThreads, medians);
  if (interactions.length > 0) printInteractions(interactions);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ date: new Date().toISOString(), runs, preset: 'mobile', theme, firstScreen, medians, lcpElements, mainThreads, interactions, samples }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), outFile)}`);
}

await main();
