import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer';
import flags from '../../../scripts/chromium-flags.json';

/**
 * Flags for a closed network: no background traffic from Chromium itself, and every host but the
 * loopback fails at once, the same way on every run (external photos and widgets are unreachable).
 * One list for the tests and the scripts: scripts/chromium-flags.json.
 */
export const chromiumArgs: readonly string[] = flags;

/**
 * The tests' browser retries a failed background sync every second, up to 30 attempts, not after 5, then 15
 * minutes and then never (Chromium's defaults): the browser's own retries, the behaviour under test, come
 * within a test's time even on a loaded machine.
 */
const fastSyncRetry = [
  '--force-fieldtrials=BackgroundSync/Tests',
  '--force-fieldtrial-params=BackgroundSync.Tests:initial_retry_delay_sec/1/retry_delay_factor/1/max_sync_attempts/30',
];

export function freshUserDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'agency-chromium-'));
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, which .ci/run installs): the same engine without
 * the browser's own layer, for about 40% less CPU across the suite. Without it, the whole browser runs headless.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface ChromiumOptions extends LaunchOptions {
  /** The whole browser, for what only it does: offering to install the app. */
  whole?: boolean;
  /**
   * WebMCP on (`--enable-features=WebMCP`): pages get `document.modelContext`, where a visitor's AI agent finds
   * the site's tools. Off, as in every browser today, the page has no `modelContext` at all.
   */
  webMcp?: boolean;
}

/** Puppeteer's configured browser: the system Chromium here (see .puppeteerrc.cjs), its own elsewhere. */
export function launchChromium({ webMcp = false, whole = false, ...options }: ChromiumOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    ...(whole || !existsSync(HEADLESS_SHELL)
      ? { headless: true }
      : { headless: 'shell', executablePath: HEADLESS_SHELL }),
    args: [...chromiumArgs, ...fastSyncRetry, ...(webMcp ? ['--enable-features=WebMCP'] : [])],
    userDataDir: freshUserDataDir(),
    ...options,
  });
}
