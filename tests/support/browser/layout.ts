import type { Page } from 'puppeteer';

/**
 * Elements sticking out of the viewport on the right: what would cause a horizontal scroll. Content that a
 * box within the screen clips or scrolls sideways (the portfolio strip, the hero's band) is that box's.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= window.innerWidth + 1 || element.closest('.visually-hidden-focusable'))
          return false;
        for (
          let parent = element.parentElement;
          parent !== null && parent !== document.body;
          parent = parent.parentElement
        ) {
          const clips = getComputedStyle(parent).overflowX !== 'visible';
          if (clips && parent.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        }
        return true;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
  );
}
