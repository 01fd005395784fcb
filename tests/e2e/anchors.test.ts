import type { Page } from 'puppeteer';
import { visit, Visitor } from './support/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Resolves once the section's heading is on screen and not hidden under the fixed navigation bar. */
async function waitUntilHeadingClearsTheBar(page: Page, sectionId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const heading = document.querySelector(`#${id} h2`);
      const bar = document.querySelector('header nav');
      if (heading === null || bar === null) return false;
      const top = heading.getBoundingClientRect().top;
      return top >= bar.getBoundingClientRect().bottom && top < window.innerHeight;
    },
    { timeout: 10_000 },
    sectionId,
  );
}

describe('anchor links of the navigation', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`lands on the home page's expertise section from /projects (${language}, desktop)`, async () => {
      const { page } = await visitor.open();
      await visit(page, `/projects?lng=${language}`);
      const link = await page.waitForSelector('::-p-aria([name="Expertise"][role="link"])');
      await link?.click();
      await page.waitForFunction(() => location.pathname === '/' && location.hash === '#expertise');
      await waitUntilHeadingClearsTheBar(page, 'expertise');
    });
  }

  it('lands on the section when /#expertise is opened directly on a phone', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await visit(page, '/#expertise');
    await waitUntilHeadingClearsTheBar(page, 'expertise');
  });
});
