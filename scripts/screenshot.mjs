// Screenshots of pages of a running site, for looking at what a change did:
//   node scripts/screenshot.mjs http://127.0.0.1:8080 /tmp/shots / /projects
// Every path is taken at its French address and its English one (under /en/) at each width of WIDTHS (default 320,390,1280).
// FULL_PAGE=1 captures the whole page; NO_JS=1 takes the prerendered pages as a browser without JavaScript
// shows them; COLOR_SCHEME=dark (or light) sets the system's colour scheme, which the site follows. External
// hosts are unreachable, as in the tests.
/* global document, window */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer';

const chromiumArgs = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL OUT_DIR PATH [PATH...]');
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? '320,390,1280').split(',').map(Number);
const noScript = process.env.NO_JS === '1';
const colorScheme = process.env.COLOR_SCHEME;
mkdirSync(outDir, { recursive: true });

const browser = await puppeteer.launch({
  headless: true,
  userDataDir: mkdtempSync(path.join(tmpdir(), 'shots-')),
  args: chromiumArgs,
});
try {
  for (const route of paths) {
    for (const language of ['fr', 'en']) {
      for (const width of widths) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const phone = width < 600;
        await page.setViewport({ width, height: phone ? 844 : 800, isMobile: phone, hasTouch: phone });
        if (noScript) await page.setJavaScriptEnabled(false);
        if (colorScheme) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
        // French paths as given; English under /en/ (`/` is `/en/`), with a browser of that language.
        const url = new URL(language === 'en' ? `/en${route === '/' ? '/' : route}` : route, baseUrl);
        await page.setExtraHTTPHeaders({ 'Accept-Language': language });
        await page.goto(url.href, { waitUntil: 'networkidle0' });
        await page.waitForSelector('main h1');
        const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'}-${language}-${width}${noScript ? '-nojs' : ''}${colorScheme ? `-${colorScheme}` : ''}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
        const overflow = await page.evaluate(() =>
          [...document.querySelectorAll('body *')].some(
            (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
          ),
        );
        console.log(`${name}${overflow ? '  ELEMENT PAST THE RIGHT EDGE' : ''}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
