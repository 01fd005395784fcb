import type { Page } from 'puppeteer';
import { MIN_DRAFT_MS } from '../../../src/lib/leads/spam';

/**
 * Puts `text` in place of what the field at `selector` holds, in one input event, as a paste over a selection or
 * the browser's autofill does: for walks that test what is sent, not the typing (a key per character costs a
 * round trip and a render each). A draft the wizard kept may already hold who asks.
 */
export async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.$eval(selector, (field) => (field as HTMLInputElement | HTMLTextAreaElement).select());
  await page.keyboard.sendCharacter(text);
}

/** The page's own clock (`performance.now()`), in which the lead forms time their drafts. */
export function pageTime(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Waits until the relays' time trap (MIN_DRAFT_MS) has passed in the page's clock since `since`, taken once the
 * draft's clock had started: a person takes longer than that to write, and a test must too, or the relay drops
 * its lead as a robot's (answering it as a success).
 */
export async function pastTimeTrap(page: Page, since: number): Promise<void> {
  await page.waitForFunction((end: number) => performance.now() >= end, { polling: 100 }, since + MIN_DRAFT_MS + 100);
}
