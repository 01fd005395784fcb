// Renders the app icons from the one source image, public/favicon.svg, with headless Chromium:
//   node scripts/generate-icons.mjs
// Writes public/icons/: icon-192.png, icon-512.png (the mark as drawn), maskable-512.png and
// apple-touch-icon.png (full-bleed brand colour with the mark inside the maskable safe zone).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer';

const chromiumArgs = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

const source = readFileSync('public/favicon.svg', 'utf8');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(source)?.[1] ?? '#5b3df5';
const outDir = 'public/icons';
mkdirSync(outDir, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  // The maskable safe zone is the centred circle of 80% diameter: keep the mark well inside it.
  { file: 'maskable-512.png', size: 512, scale: 0.62, background: brand },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: brand },
];

const browser = await puppeteer.launch({
  headless: true,
  userDataDir: mkdtempSync(path.join(tmpdir(), 'icons-')),
  args: chromiumArgs,
});
try {
  const page = await browser.newPage();
  for (const { file, size, scale, background } of icons) {
    await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<div style="width:${inner}px;height:${inner}px">${source.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>` +
        '</body></html>',
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: background === 'transparent' });
    console.log(`${outDir}/${file}`);
  }
} finally {
  await browser.close();
}
