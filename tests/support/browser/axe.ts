import axe from 'axe-core';
import type { Page } from 'puppeteer';

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules among those whose outcome depends on colours: contrast, and links told from text by colour alone.
 * The dark theme is the system's preference, which the site follows in CSS alone, and its rules set colours
 * only (a11y.test.ts holds the stylesheet to that): on a page whose elements are the same in both themes,
 * no other rule can change its outcome, so the dark theme runs these.
 */
export const colourRules: readonly string[] = axe
  .getRules(['cat.color'])
  .filter((rule) => rule.tags.some((tag) => wcagTags.includes(tag)))
  .map((rule) => rule.ruleId);

/**
 * The system's colour preference, which the site follows from CSS alone, without a reload, and its motion
 * preference: reduced, the cards' entrance does not wait for scrolling and a focus walk sees no scroll in flight.
 */
export async function emulate(page: Page, theme: Theme, reducedMotion = true): Promise<void> {
  await page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
    { name: 'prefers-color-scheme', value: theme },
  ]);
}

/**
 * Waits until no animation or transition runs and no Bootstrap transition class remains, so colours are final.
 * Under reduced motion, which the checks emulate, a card still waiting for its entrance is shown as it is.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().length === 0 && document.querySelector('.collapsing, .modal.fade:not(.show)') === null,
  );
}

interface AxeFindings {
  violations: string[];
  ran: string[];
}

/**
 * The violations axe finds on the whole page, one line each: all the WCAG A/AA rules, or `rules` alone.
 * `target-size` (WCAG 2.5.8) is off by default in axe: it is switched on here, and the result proves it ran.
 * Axe is injected once per document and run in it directly, and only its violations come back: re-injecting
 * it for every check, as `@axe-core/puppeteer` does, cost a second each time.
 */
export async function violations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await settled(page);
  // Axe run this way sees the top document only: a frame would go unchecked, so none may be there.
  if (page.frames().length !== 1) throw new Error(`a frame axe would not see: ${page.frames()[1]?.url() ?? ''}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async (tags: string[], only: string[] | null): Promise<AxeFindings> => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: only === null ? { type: 'tag', values: tags } : { type: 'rule', values: only },
        rules: only === null ? { 'target-size': { enabled: true } } : {},
        resultTypes: ['violations'],
      });
      return {
        violations: results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        ),
        ran: [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
          (rule) => rule.id,
        ),
      };
    },
    wcagTags,
    rules === undefined ? null : [...rules],
  );
  const expected = rules ?? ['target-size'];
  const missing = expected.filter((rule) => !found.ran.includes(rule));
  if (missing.length > 0) throw new Error(`axe did not run ${missing.join(', ')}`);
  return found.violations;
}

/**
 * The violations in `theme` under reduced motion (colours final at once), on the page as it stands: one load
 * serves both themes, as colours come from CSS.
 * The dark theme runs the colour rules alone when the page's markup is what the light theme was checked on
 * (kept in the page, so only a yes or no crosses to the test), and every rule otherwise.
 */
export async function violationsIn(page: Page, theme: Theme): Promise<string[]> {
  await emulate(page, theme);
  await settled(page);
  const seen = await page.evaluate((dark: boolean) => {
    const kept = window as unknown as { __light?: { markup: string; background: string } };
    const now = {
      markup: document.documentElement.outerHTML,
      background: getComputedStyle(document.body).backgroundColor,
    };
    if (!dark) kept.__light = now;
    return { turnedDark: kept.__light?.background !== now.background, same: kept.__light?.markup === now.markup };
  }, theme === 'dark');
  if (theme === 'light') return violations(page);
  if (!seen.turnedDark) throw new Error('the page did not turn dark');
  return violations(page, seen.same ? colourRules : undefined);
}

/** The violations in the light and then the dark theme. */
export async function violationsInBothThemes(page: Page): Promise<Record<Theme, string[]>> {
  return { light: await violationsIn(page, 'light'), dark: await violationsIn(page, 'dark') };
}
