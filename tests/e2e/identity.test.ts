import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { HTTPRequest, Page } from 'puppeteer';
import sharp from 'sharp';
import { readSiteConfig } from '../../src/config/siteConfig';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { localizedPath } from '../../src/i18n/languagePaths';
import fr from '../../src/i18n/locales/fr';
import { prerenderedPages } from '../../src/prerender/prerenderedPages';
import { visit, Visitor, waitForApp, url } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Records every layout shift from the start of the page (the observer is in place before any script). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, '__shifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Holds the font files until the page has painted with its fallback faces, then lets them through: the
 * swap happens on screen, where a fallback that took another room than its face would move the page.
 */
async function delayFontsPastFirstPaint(page: Page): Promise<{ held: () => string[] }> {
  const held: HTTPRequest[] = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.url().endsWith('.woff2') && !released) held.push(request);
    else void request.continue();
  });
  const release = async () => {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    released = true;
    for (const request of held) await request.continue();
  };
  page.once('domcontentloaded', () => {
    void release();
  });
  return { held: () => held.map((request) => new URL(request.url()).pathname) };
}

describe('the faces', () => {
  // As a visitor's Chrome lays text out: in the headless shell the bar's links moved by 0.0003 as the faces swapped.
  const wholeBrowser = new Visitor('whole');
  afterEach(() => wholeBrowser.closeContexts());
  afterAll(() => wholeBrowser.disconnect());

  it.each([
    ['phone', '/'],
    ['desktop', '/'],
    ['phone', '/en/expertise'],
    ['desktop', '/projects/kalma'],
  ] as const)(
    'swap in without moving anything when they arrive after the first paint (%s, %s)',
    async (viewport, path) => {
      const { page, errors } = await wholeBrowser.open({ viewport });
      await recordLayoutShifts(page);
      const fonts = await delayFontsPastFirstPaint(page);
      await page.goto(url(path), { waitUntil: 'load' });
      await waitForApp(page);
      // The display face was held, then both were used: the page now sets its text in them. (The text face is asked
      // for with the full stylesheet, after the first paint: held too if that came before the release.)
      expect(fonts.held()).toContainEqual(expect.stringMatching(/^\/assets\/fonts\/instrument-serif-/));
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family === 'Instrument Serif' && face.status === 'loaded'),
      );
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(() => [
          document.fonts.check('16px "Instrument Sans"'),
          document.fonts.check('48px "Instrument Serif"'),
        ]),
      ).toEqual([true, true]);
      // Two frames for any shift of the swap to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('come from the site itself: the display face preloaded, the text face with the full stylesheet', async () => {
    const { page } = await wholeBrowser.open();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    await visit(page, '/');
    await page.evaluate(() => document.fonts.ready);
    expect(requested.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fonts\/instrument-sans-latin-wght-normal\.[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/assets\/fonts\/instrument-serif-latin-400-normal\.[0-9a-f]{10}\.woff2$/),
    ]);
    const families = await page.$eval('#hero-title', (title) => getComputedStyle(title).fontFamily);
    expect(families).toMatch(/^"Instrument Serif", "Instrument Serif Fallback"/);
    // What the HTML itself asks for: the display face alone, preloaded and named by the inline rules.
    const inHtml = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      inline: [...(document.querySelector('head style')?.textContent ?? '').matchAll(/\/assets\/fonts\/[\w.-]+/g)].map(
        ([font]) => font,
      ),
    }));
    const serif: unknown = expect.stringMatching(
      /^\/assets\/fonts\/instrument-serif-latin-400-normal\.[0-9a-f]{10}\.woff2$/,
    );
    expect(inHtml).toEqual({ preloaded: [serif], inline: [serif] });
  });

  it('hold every character the pages set in the display face, which the build cuts down to the site’s text', async () => {
    const file = readdirSync('dist/assets/fonts').find((name) => name.startsWith('instrument-serif-'));
    const served = fontkit.openSync(path.join('dist/assets/fonts', file ?? ''));
    if (!('hasGlyphForCodePoint' in served)) throw new Error(`${String(file)} is a collection`);
    const { page } = await visitor.open();
    // The prerendered pages as sent: the same text the app hydrates, without waiting for it.
    await page.setJavaScriptEnabled(false);
    const missing: string[] = [];
    for (const { path: address, language } of prerenderedPages) {
      await page.goto(url(localizedPath(address, language)), { waitUntil: 'domcontentloaded' });
      const text = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => getComputedStyle(element).fontFamily.startsWith('"Instrument Serif"'))
          .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
          .map((node) => node.textContent)
          .join(''),
      );
      for (const character of new Set(text))
        if (character.trim() !== '' && !served.hasGlyphForCodePoint(character.codePointAt(0) ?? 0))
          missing.push(`${character} (U+${(character.codePointAt(0) ?? 0).toString(16)}) on ${address} in ${language}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the phone menu (390 px)', () => {
  it('is a sheet the height of the screen over a backdrop; Escape and a tap beside it close it, focus back on the toggle', async () => {
    const { page, errors } = await visitor.open({ viewport: 'phone' });
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.click('button[aria-controls="site-menu"]');
    await page.waitForSelector('#site-menu.is-open');
    const sheet = await page.$eval('#site-menu', (menu) => {
      const box = menu.getBoundingClientRect();
      return { top: box.top, height: box.height, width: box.width };
    });
    expect(sheet).toEqual({ top: 0, height: 844, width: 390 });

    // The page behind does not scroll, and locking it moved nothing.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.mouse.wheel({ deltaY: 600 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);

    // Tab from the last control comes back to the first; Shift+Tab from the first goes to the last.
    await page.focus('#site-menu .site-navbar__cta');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-brand'))).toBe(true);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-navbar__cta'))).toBe(true);

    await page.keyboard.press('Escape');
    await page.waitForSelector('#site-menu:not(.is-open)');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('visible');
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);

    // A tap on the backdrop (beside the sheet, on a tablet, where the sheet leaves the screen's left part bare).
    await page.click('button[aria-controls="site-menu"]');
    await page.waitForSelector('.site-navbar__backdrop');
    await page.$eval('.site-navbar__backdrop', (backdrop) => {
      (backdrop as HTMLElement).click();
    });
    await page.waitForSelector('#site-menu:not(.is-open)');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    expect(errors).toEqual([]);
  });
});

describe('page changes', () => {
  /** Counts the view transitions the document starts, from before any script. */
  async function countViewTransitions(page: Page): Promise<void> {
    await page.evaluateOnNewDocument(() => {
      const counts = { started: 0, animated: 0 };
      Object.defineProperty(window, '__transitions', { value: counts });
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        counts.started += 1;
        const transition = start(update);
        void transition.ready.then(() => {
          counts.animated += document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'),
            )
            .filter((animation) => (animation.effect?.getTiming().duration ?? 0) !== 0).length;
        });
        return transition;
      }) as typeof document.startViewTransition;
    });
  }

  const transitions = (page: Page) =>
    page.evaluate(() => (window as unknown as { __transitions: { started: number; animated: number } }).__transitions);

  it('cross-fade through the View Transitions API, none at load and none for a filter', async () => {
    const { page, errors } = await visitor.open();
    await countViewTransitions(page);
    await visit(page, '/');
    expect((await transitions(page)).started).toBe(0);
    await Promise.all([page.waitForFunction(() => location.pathname === '/projects'), page.click('a.arrow-link')]);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Nos projets');
    await page.waitForFunction(
      () => (window as unknown as { __transitions: { animated: number } }).__transitions.animated > 0,
    );
    const afterNavigation = (await transitions(page)).started;
    expect(afterNavigation).toBe(1);
    await page.type('input[type="search"][name="q"]', 'bank');
    await page.waitForFunction(() => location.search.includes('bank'));
    expect((await transitions(page)).started).toBe(afterNavigation);
    expect(errors).toEqual([]);
  });

  it('do not move under reduced motion', async () => {
    const { page } = await visitor.open();
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await countViewTransitions(page);
    await visit(page, '/');
    await Promise.all([page.waitForFunction(() => location.pathname === '/projects'), page.click('a.arrow-link')]);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Nos projets');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { animated } = await transitions(page);
    expect(animated).toBe(0);
    // And the hero's own motion stands still.
    await visit(page, '/');
    expect(
      await page.$$eval('.hero__band p', (elements) =>
        elements.map((element) => getComputedStyle(element).animationName),
      ),
    ).toEqual(['none']);
  });
});

describe('the loose ends', () => {
  it('keep the offline notice to two lines at 320 px, and phone numbers on one line', async () => {
    const { page } = await visitor.open({ viewport: 'narrow' });
    await visit(page, '/legal');
    const tel = await page.$$eval('a[href^="tel:"]', (links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return range.getClientRects().length;
      }),
    );
    expect(tel.length).toBeGreaterThan(0);
    expect(tel.every((lines) => lines === 1)).toBe(true);
    await page.setOfflineMode(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const notice = await page.waitForSelector('.offline-indicator');
    const lines = await notice?.evaluate((element) => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return Math.round((element.getBoundingClientRect().height - padding) / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
    await page.setOfflineMode(false);
  });
});

describe('the brand’s mark', () => {
  const site = readSiteConfig(pickSiteEnv(process.env));
  const homeLink = fr.nav.homeLink.replace('{{name}}', site.agencyName);

  it.each(['light', 'dark'] as const)(
    'is, in the header and the footer, the SVG the page carries as its favicon, 28 px, violet with its white dot (%s)',
    async (scheme) => {
      const { page, errors } = await visitor.open({ viewport: 'desktop' });
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await visit(page, '/');
      const marks = await page.evaluate((label) => {
        // Written into the page as a data: address, which the page's connect-src would not let it fetch.
        const favicon = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
        const svg = decodeURIComponent(favicon.replace(/^data:image\/svg\+xml,/, ''));
        const file = new DOMParser().parseFromString(svg, 'image/svg+xml');
        return [...document.querySelectorAll(`a[aria-label="${label}"]`)].map((link) => {
          const drawn = link.querySelector('svg');
          const box = drawn?.getBoundingClientRect();
          return {
            same: drawn?.isEqualNode(file.documentElement) ?? false,
            size: [box?.width, box?.height],
            at: { x: box?.x ?? 0, y: box?.y ?? 0 },
          };
        });
      }, homeLink);
      expect(marks.map(({ same, size }) => ({ same, size }))).toEqual([
        { same: true, size: [28, 28] },
        { same: true, size: [28, 28] },
      ]);
      const { x, y } = marks[0]?.at ?? { x: 0, y: 0 };
      const shot = await page.screenshot({ clip: { x, y, width: 28, height: 28 } });
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      const colour = (left: number, top: number) =>
        [...data.subarray((top * info.width + left) * info.channels, (top * info.width + left) * info.channels + 3)]
          .map((value) => value.toString(16).padStart(2, '0'))
          .join('');
      // Its ground low on the left, and the middle of its dot: 4 px round (16.8, 11.2) of 28.
      expect([colour(7, 21), colour(16, 11)]).toEqual(['5b3df5', 'ffffff']);
      expect(errors).toEqual([]);
    },
  );
});
