// Renders the link-preview image (Open Graph, Twitter card) with headless Chromium:
//   node scripts/generate-og-image.mjs
// Writes public/og-image.png, 1200 x 630: the brand mark (public/favicon.svg) and the agency's name
// (SITE_AGENCY_NAME, else the default in src/config/siteConfig.ts) on the palette of scss/_variables.scss.
// No sentence, so one image serves both languages. Run it again after changing the mark, name or palette.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer';

const chromiumArgs = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

const width = 1200;
const height = 630;
const output = 'public/og-image.png';

const mark = readFileSync('public/favicon.svg', 'utf8');
const variables = readFileSync('scss/_variables.scss', 'utf8');
const siteConfig = readFileSync('src/config/siteConfig.ts', 'utf8');

function colour(name) {
  const value = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(variables)?.[1];
  if (value === undefined) throw new Error(`scss/_variables.scss has no $${name} colour`);
  return value;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const defaultName = /agencyName:\s*'([^']+)'/.exec(siteConfig)?.[1];
const name = process.env.SITE_AGENCY_NAME?.trim() || defaultName;
if (name === undefined) throw new Error('No agency name in src/config/siteConfig.ts');

const palette = {
  primary: colour('primary'),
  primaryOnDark: colour('primary-on-dark'),
  dark: colour('dark'),
  secondary: colour('secondary'),
};
const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const html = `<!doctype html>
<html><head><style>
  * { box-sizing: border-box; margin: 0; }
  /* Colour changes only from row to row (vertical gradient, thin rings): PNG compresses that well. */
  body {
    width: ${width}px; height: ${height}px; overflow: hidden; position: relative;
    display: flex; align-items: center; justify-content: center; gap: 56px;
    background: linear-gradient(180deg, ${palette.dark} 0%, ${palette.secondary} 100%);
    font-family: ${fontStack};
  }
  .ring { position: absolute; border-radius: 50%; border: 2px solid ${palette.primary}; opacity: 0.55; }
  .ring--large { width: 760px; height: 760px; right: -260px; top: -330px; }
  .ring--small { width: 420px; height: 420px; left: -150px; bottom: -230px;
    border-color: ${palette.primaryOnDark}; opacity: 0.3; }
  .mark { position: relative; width: 184px; height: 184px; border-radius: 46px;
    box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35); }
  .mark svg { display: block; width: 100%; height: 100%; }
  .name { position: relative; color: #fff; font-size: 112px; font-weight: 800; letter-spacing: -0.03em;
    line-height: 1; max-width: 820px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: ${palette.primary}; }
</style></head>
<body>
  <div class="ring ring--large"></div>
  <div class="ring ring--small"></div>
  <div class="mark">${mark}</div>
  <div class="name">${escapeHtml(name)}</div>
  <div class="bar"></div>
</body></html>`;

const browser = await puppeteer.launch({
  headless: true,
  userDataDir: mkdtempSync(path.join(tmpdir(), 'og-image-')),
  args: chromiumArgs,
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path: output, clip: { x: 0, y: 0, width, height } });
  console.log(`${output}: ${width} x ${height}, ${statSync(output).size} bytes`);
} finally {
  await browser.close();
}
