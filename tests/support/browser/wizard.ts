import type { Page } from 'puppeteer';

/** Who asks in the tests' consultation requests. */
export const requester = { name: 'Camille Martin', email: 'camille@example.com' } as const;

/** Types who asks on the wizard's last question (required before Submit), as a person would. */
export async function fillContactDetails(
  page: Page,
  details: Partial<Record<'name' | 'email' | 'company' | 'phone', string>> = requester,
): Promise<void> {
  await page.waitForSelector('#consultation-name');
  for (const [field, value] of Object.entries(details)) await page.type(`#consultation-${field}`, value);
}
