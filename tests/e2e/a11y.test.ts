import axe from 'axe-core';
import type { Page } from 'puppeteer';
import { pagePerRoute } from '../support/pagePerRoute';
import { visit, Visitor, type viewports } from '../support/browser/pages';
import { fillContactDetails } from '../support/browser/wizard';

/** One page of each route: a route with a page per project is visited at its first project's. */
const pagePaths = pagePerRoute.map((page) => page.path);

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

type Language = 'fr' | 'en';
type Viewport = keyof typeof viewports;
type Theme = 'light' | 'dark';

const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };
const widths: Viewport[] = ['phone', 'desktop'];
const languages: Language[] = ['fr', 'en'];
const themes: Theme[] = ['light', 'dark'];
const NAV = 'nav.site-navbar';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the wizard shows another question than `previous`. */
async function nextStep(page: Page, previous: string): Promise<void> {
  await page.waitForFunction(
    (question: string) => document.querySelector('main h2')?.textContent.trim() !== question,
    {},
    previous,
  );
}

/** The page in `theme` as the system's preference, which the site follows when the visitor chose none. */
async function open(language: Language, viewport: Viewport, path: string, theme: Theme = 'light'): Promise<Page> {
  const { page } = await visitor.open({ viewport, languages: browserLanguages[language] });
  await useTheme(page, theme);
  await visit(page, path);
  await settled(page);
  return page;
}

/** Switches the system's colour preference; the site's colours follow it from CSS alone, without a reload. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  // Reduced motion: the cards' entrance waits for scrolling otherwise, and axe must see final colours.
  await page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: 'reduce' },
    { name: 'prefers-color-scheme', value: theme },
  ]);
}

/** Waits until no animation or transition runs and no Bootstrap transition class remains, so colours are final. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().length === 0 &&
      document.querySelector('.collapsing, .modal.fade:not(.show), .reveal--waiting') === null,
  );
}

/**
 * The violations axe finds on the whole page, one line each. `target-size` (WCAG 2.5.8) is off by default in
 * axe: it is switched on here, and the result proves it ran. Axe is injected once per document and run in
 * it directly: re-injecting it for every check, as `@axe-core/puppeteer` does, cost a second each time.
 */
async function violations(page: Page): Promise<string[]> {
  await settled(page);
  // Axe run this way sees the top document only: a frame would go unchecked, so none may be there.
  expect(page.frames()).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags: string[]) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: true } },
      }),
    wcagTags,
  );
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  if (!ran.some((rule) => rule.id === 'target-size')) throw new Error('axe did not run target-size');
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** The violations in each theme, on the page as it stands: one load serves both, as colours come from CSS. */
async function violationsInBothThemes(page: Page): Promise<Record<Theme, string[]>> {
  const found = { light: [] as string[], dark: [] as string[] };
  const pageBackground: Partial<Record<Theme, string>> = {};
  for (const theme of themes) {
    await useTheme(page, theme);
    await settled(page);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (theme === 'dark' && background === pageBackground.light) throw new Error('the page did not turn dark');
    pageBackground[theme] = background;
    found[theme] = await violations(page);
  }
  return found;
}

const clean: Record<Theme, string[]> = { light: [], dark: [] };

// Each state is loaded once and checked in the light and then the dark theme (the system's preference).
describe.each(languages)('every page in %s has no WCAG 2.2 A/AA violation in either theme', (language) => {
  describe.each(widths)('at the %s width', (viewport) => {
    it.each([...pagePaths])('%s', async (path) => {
      const page = await open(language, viewport, path);
      // The whole page, scrolled to the end so that every lazy section and image has had its chance to render.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await violationsInBothThemes(page)).toEqual(clean);
    });
  });
});

describe.each(languages)('open states in %s have no WCAG 2.2 A/AA violation in either theme', (language) => {
  it('the phone menu, open, with its theme choices', async () => {
    const page = await open(language, 'phone', '/');
    await page.click(`${NAV} .site-navbar__toggle`);
    await page.waitForSelector('#site-menu.is-open');
    expect(await violationsInBothThemes(page)).toEqual(clean);
    await page.click(`${NAV} .theme-switch__button`);
    await page.waitForSelector('#theme-options');
    expect(await violationsInBothThemes(page)).toEqual(clean);
  });

  it('the theme choices on the desktop bar', async () => {
    const page = await open(language, 'desktop', '/contact');
    await page.click(`${NAV} .theme-switch__button`);
    await page.waitForSelector('#theme-options');
    expect(await violationsInBothThemes(page)).toEqual(clean);
  });

  it.each(widths)('the soon-dialog at the %s width', async (viewport) => {
    const page = await open(language, viewport, '/');
    await page.click('main .hero__actions button');
    await page.waitForSelector('.modal.show.soon-dialog');
    expect(await violationsInBothThemes(page)).toEqual(clean);
  });

  it.each(widths)('each step of the consultation wizard at the %s width', async (viewport) => {
    const page = await open(language, viewport, '/consultation');
    const heading = () => page.$eval('main h2', (h2) => h2.textContent.trim());
    const seen: string[] = [];
    for (let step = 1; step <= 3; step += 1) {
      seen.push(await heading());
      expect({ step, found: await violationsInBothThemes(page) }).toEqual({ step, found: clean });
      await page.click('main label.choice-card');
      await nextStep(page, seen.at(-1) ?? '');
    }
    expect({ step: 4, found: await violationsInBothThemes(page) }).toEqual({ step: 4, found: clean });
    const lastQuestion = await heading();
    await page.type('main textarea', 'A site for a bakery.');
    // Submit without who asks: the contact details show their errors.
    await page.click('main .wizard-nav button:last-child');
    await page.waitForSelector('main [aria-invalid="true"]');
    expect({ step: 'contact errors', found: await violationsInBothThemes(page) }).toEqual({
      step: 'contact errors',
      found: clean,
    });
    await fillContactDetails(page);
    await page.click('main .wizard-nav button:last-child');
    await nextStep(page, lastQuestion);
    expect({ step: 'summary', found: await violationsInBothThemes(page) }).toEqual({ step: 'summary', found: clean });
  });

  it.each(widths)('the contact form showing its errors at the %s width', async (viewport) => {
    const page = await open(language, viewport, '/contact');
    await page.click('main form button[type="submit"]');
    await page.waitForSelector('main form [aria-invalid="true"]');
    expect(await violationsInBothThemes(page)).toEqual(clean);
  });
});

interface FocusStop {
  element: string;
  /** Computed outline or box-shadow on the element (or, for a visually hidden input, on what draws it). */
  indicator: boolean;
  /** The element's top is below the fixed bar, it is part of the bar, or it is drawn above the bar. */
  clearOfBar: boolean;
}

/** Presses Tab and describes where the focus went; null once it has left the page's content. */
async function tabOnce(page: Page): Promise<FocusStop | null> {
  await page.keyboard.press('Tab');
  await settled(page);
  return page.evaluate((navSelector: string) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.getAttribute('class') ?? ''} "${element.textContent.trim().slice(0, 40)}"`;
    const drawsRing = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A radio or checkbox drawn as a card is visually hidden: its ring is drawn by the element next to it.
    const box = active.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(active).opacity === '0';
    const candidates = hidden
      ? [active.nextElementSibling, active.parentElement, active.closest('label')].filter(
          (element): element is Element => element !== null,
        )
      : [active];
    const shown = candidates[0]?.getBoundingClientRect() ?? box;
    const bar = document.querySelector(navSelector);
    const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
    const inBar = bar?.contains(active) === true;
    const inDialog = active.closest('.modal') !== null;
    const topmost = document.elementFromPoint(shown.left + shown.width / 2, Math.max(shown.top + 1, 0));
    const onTop =
      topmost !== null && (active.contains(topmost) || topmost.contains(active) || candidates.includes(topmost));
    return {
      element: describe(active),
      indicator: candidates.some(drawsRing),
      clearOfBar: inBar || inDialog || shown.top >= barBottom - 0.5 || (onTop && bar?.contains(topmost) !== true),
    };
  }, NAV);
}

describe('the keyboard alone', () => {
  // One theme each: the focus ring's presence does not depend on it, its colour is checked by axe above.
  const cases = pagePaths.flatMap((path) => [
    [path, 'fr', 'desktop', 'light'] as const,
    [path, 'en', 'phone', 'dark'] as const,
  ]);

  it.each(cases)(
    'tabs through %s (%s, %s, %s theme) with a visible focus that the bar never hides',
    async (path, language, viewport, theme) => {
      const page = await open(language, viewport, path, theme);
      const stops: FocusStop[] = [];
      // Until the focus leaves the page or comes back to where it started.
      for (let press = 0; press < 200; press += 1) {
        const stop = await tabOnce(page);
        if (stop === null || stop.element === stops[0]?.element) break;
        stops.push(stop);
      }
      if (process.env.A11Y_DEBUG === '1') console.log(path, stops);
      expect(stops.length).toBeGreaterThan(3);
      expect(stops.filter((stop) => !stop.indicator || !stop.clearOfBar)).toEqual([]);
    },
  );
});
