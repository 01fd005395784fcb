import type { Page } from 'puppeteer';

/**
 * Every console error and warning and every uncaught exception of the page from now on (the Visitor keeps
 * errors only). Empty the returned list to start afresh.
 */
export function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warn' && message.type() !== 'error') return;
    const source = message.location().url ?? '';
    // The booking widget is unreachable here by design.
    if (source.startsWith('https://assets.calendly.com/')) return;
    // The not-found page is the document's answer, 404 on purpose; the browser reports that status.
    if (source === page.url() && message.text().includes('status of 404')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`));
  return messages;
}
