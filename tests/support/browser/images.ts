import type { Page } from 'puppeteer';

/** An image as a visitor's browser shows it: where it came from and what the page says about it. */
export interface ShownImage {
  readonly source: string;
  readonly alt: string | null;
  readonly width: string | null;
  readonly height: string | null;
  readonly loaded: boolean;
}

/**
 * Brings each image matching `selector` into view and waits until the browser has its outcome (lazy images load
 * only near the viewport), then says how each was shown. A failed image counts as complete, never loaded.
 */
export async function showEveryImage(page: Page, selector = 'main img'): Promise<ShownImage[]> {
  for (const image of await page.$$(selector)) {
    await image.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await page.waitForFunction((element) => (element as HTMLImageElement).complete, {}, image);
  }
  return page.$$eval(selector, (images) =>
    (images as HTMLImageElement[]).map((image) => ({
      source: image.currentSrc,
      alt: image.getAttribute('alt'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loaded: image.naturalWidth > 0,
    })),
  );
}
