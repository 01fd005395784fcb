import type { Page } from 'puppeteer';
import { MIN_DRAFT_MS } from '../../../src/lib/leads/spam';
import { clickWhenStill } from './pages';

/**
 * Puts `text` in place of what the field at `selector` holds, in one input event, as a paste over a selection or
 * the browser's autofill does: for walks that test what is sent, not the typing (a key per character costs a
 * round trip and a render each). A draft the wizard kept may already hold who asks. The field is clicked into,
 * once it stands still, as a visitor does: a focus by script is no visitor's move, so the wizard, which keeps its
 * step at the top until the visitor moves (landAtTop.ts), moved the page under the next click.
 */
export async function paste(page: Page, selector: string, text: string): Promise<void> {
  await clickWhenStill(page, selector);
  await replaceValue(page, selector, text);
}

/** As `paste`, by a robot: it fills the field by script, even one hidden from people (a spam trap). */
export async function pasteAsRobot(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await replaceValue(page, selector, text);
}

async function replaceValue(page: Page, selector: string, text: string): Promise<void> {
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
