import type { Page } from 'puppeteer';
import { localizedPath } from '../../src/i18n/languagePaths';
import { visit, Visitor } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/**
 * Where the section's heading comes to rest, once it is on screen and not under the fixed navigation
 * bar (or 10 s passed): its top, the bar's bottom, the window's height and how far the page scrolled.
 */
async function headingPlacement(page: Page, sectionId: string) {
  await page
    .waitForFunction(
      (id) => {
        const heading = document.querySelector(`#${id} h2`);
        const bar = document.querySelector('header nav');
        if (heading === null || bar === null) return false;
        const top = heading.getBoundingClientRect().top;
        return top >= bar.getBoundingClientRect().bottom && top < window.innerHeight;
      },
      { timeout: 10_000 },
      sectionId,
    )
    .catch(() => undefined);
  return page.evaluate((id) => {
    const top = document.querySelector(`#${id} h2`)?.getBoundingClientRect().top ?? Number.NaN;
    const barBottom = document.querySelector('header nav')?.getBoundingClientRect().bottom ?? Number.NaN;
    return { top, barBottom, windowHeight: window.innerHeight, scrolled: window.scrollY };
  }, sectionId);
}

function expectHeadingOnScreenBelowTheBar(placement: Awaited<ReturnType<typeof headingPlacement>>): void {
  expect(placement.scrolled).toBeGreaterThan(0);
  expect(placement.top).toBeGreaterThanOrEqual(placement.barBottom);
  expect(placement.top).toBeLessThan(placement.windowHeight);
}

describe('anchor links to the home page', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`land on the home page's about section from /projects, by the footer (${language}, desktop)`, async () => {
      const { page } = await visitor.open();
      await visit(page, localizedPath('/projects', language));
      const home = localizedPath('/', language);
      await page.click(`footer a[href="${home}#about"]`);
      // The home's own address (`/en/`, never `/en`, which answers a redirect).
      await page.waitForFunction(
        (address: string) => location.pathname === address && location.hash === '#about',
        {},
        home,
      );
      expect(new URL(page.url()).hash).toBe('#about');
      expectHeadingOnScreenBelowTheBar(await headingPlacement(page, 'about'));
    });
  }

  it('lands on the section when /#expertise is opened directly on a phone', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await visit(page, '/#expertise');
    expectHeadingOnScreenBelowTheBar(await headingPlacement(page, 'expertise'));
  });
});
