import type { Page } from 'puppeteer';
import { visit, Visitor, url } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const DARK_PAGE = 'rgb(16, 14, 34)';
const LIGHT_PAGE = 'rgb(251, 250, 247)';

interface FirstSight {
  theme: string | null;
  background: string;
  scripts: number;
}

/**
 * Records how the page looks the moment <body> starts, before anything can be painted: the theme on
 * <html>, the body's background from the inlined CSS alone, and how many external scripts had run (none
 * can have: the app loads after the first paint).
 */
async function recordFirstSight(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('body') === null) return;
      observer.disconnect();
      const sight = {
        theme: document.documentElement.getAttribute('data-theme'),
        background: getComputedStyle(document.body).backgroundColor,
        scripts: document.querySelectorAll('script[src]').length,
      };
      sessionStorage.setItem('first-sight', JSON.stringify(sight));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function firstSight(page: Page): Promise<FirstSight> {
  const stored = await page.evaluate(() => sessionStorage.getItem('first-sight'));
  if (stored === null) throw new Error('the first sight was not recorded');
  return JSON.parse(stored) as FirstSight;
}

async function chooseTheme(page: Page, name: string, theme: 'light' | 'dark'): Promise<void> {
  await page.locator('nav.site-navbar .theme-switch__button').click();
  await page.waitForSelector(`::-p-aria([name="${name}"][role="radio"])`);
  // The radio button itself is visually hidden: the visitor clicks its label.
  await page.locator(`#theme-options ::-p-text(${name})`).click();
  await page.waitForFunction((value: string) => document.documentElement.dataset.theme === value, {}, theme);
}

describe('the theme', () => {
  it('follows a dark system on the first paint, with no choice stored', async () => {
    const { page } = await visitor.open();
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await recordFirstSight(page);
    await visit(page, '/contact');
    expect(await firstSight(page)).toEqual({ theme: null, background: DARK_PAGE, scripts: 0 });
    const meta = await page.$eval('meta[name="color-scheme"]', (element) => element.getAttribute('content'));
    expect(meta).toBe('light dark');
  });

  it('keeps a dark choice on a light system, applied before the first paint of every later page', async () => {
    const { page, errors } = await visitor.open({ viewport: 'phone' });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await recordFirstSight(page);
    await visit(page, '/');
    expect((await firstSight(page)).background).toBe(LIGHT_PAGE);

    await page.locator('nav.site-navbar .site-navbar__toggle').click();
    await chooseTheme(page, 'Sombre', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.goto(url('/projects'), { waitUntil: 'load' });
    expect(await firstSight(page)).toEqual({ theme: 'dark', background: DARK_PAGE, scripts: 0 });
    await page.reload({ waitUntil: 'load' });
    expect(await firstSight(page)).toEqual({ theme: 'dark', background: DARK_PAGE, scripts: 0 });
    expect(errors).toEqual([]);
  });

  it('keeps a light choice on a dark system, in English too', async () => {
    const { page } = await visitor.open({ languages: ['en-US', 'en'] });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await recordFirstSight(page);
    await visit(page, '/en/');
    await chooseTheme(page, 'Light', 'light');
    const bar = await page.$eval('meta[name="theme-color"][media]', (element) => element.getAttribute('media'));
    expect(bar).toBe('not all');

    await page.reload({ waitUntil: 'load' });
    expect(await firstSight(page)).toEqual({ theme: 'light', background: LIGHT_PAGE, scripts: 0 });
  });
});
