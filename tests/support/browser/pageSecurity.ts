import type { Page } from 'puppeteer';

/** Records the page's Content-Security-Policy violations (they also reach the console as errors). */
export async function recordViolations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const list: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** True when any payload has run, or when markup from a payload became an element or an inline handler. */
export function executed(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const flag = (window as unknown as { __pwned?: number }).__pwned;
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    // The page's own inline code is its page script in <head>, and data blocks that never run.
    const injected = document.querySelectorAll(
      'svg[onload], img[src="x"], body script:not([src]):not([type="application/json"]):not([type="application/ld+json"])',
    ).length;
    return flag ?? (handlers.length > 0 ? handlers : injected > 0 ? injected : false);
  });
}

/** The page's links to other sites, and those among them that would hand the new page a way back. */
export function externalLinks(page: Page): Promise<{ count: number; unsafe: string[] }> {
  return page.$$eval('a[href]', (links) => {
    const external = links.filter((link) => link.origin !== location.origin && link.href.startsWith('http'));
    return {
      count: external.length,
      unsafe: external
        .filter((link) => !['noopener', 'noreferrer'].every((word) => link.relList.contains(word)))
        .map((link) => link.outerHTML),
    };
  });
}
