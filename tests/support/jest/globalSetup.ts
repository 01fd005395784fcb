import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runQuietly } from '../build';
import { launchChromium } from '../browser/chromium';
import { startProductionServer } from '../servers/productionServer';
import type { GlobalConfig } from 'jest';
import type { E2eGlobals } from '../state';
import { startStockHost } from '../servers/stockHost';

/**
 * Builds the production site once for the whole run (set E2E_SKIP_BUILD=1 to reuse an existing build
 * while iterating), starts the stock host's stand-in, the production server and one Chromium per jest worker,
 * which that worker's test files connect to.
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The build sees a recognisable secret (FAKE_EMAIL_API_KEY), so a test can prove no secret reaches `dist/`.
    await runQuietly('npm', ['run', 'build:e2e', '--silent']);
  }
  // The relay runs in outbox mode into a folder of its own, so tests can read what it received. Every
  // test posts from 127.0.0.1: the per-client rate limit is raised so the suite never trips it.
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'agency-outbox-'));
  const outboxRoot = mkdtempSync(path.join(tmpdir(), 'agency-outboxes-'));
  // Every production server of the run, this one and those tests start, fetches its photos from it.
  const stockHost = await startStockHost();
  process.env.E2E_PHOTO_UPSTREAM = stockHost.url;
  // One browser per worker, never shared by two tests at once: Chromium lets one context's offline emulation
  // end another's (a page set offline came back online when another context's page was closed). None for a run
  // of the server tests alone (E2E_BROWSERS=off, `npm run test:oldest`), which never open a page.
  const browserCount = process.env.E2E_BROWSERS === 'off' ? 0 : Math.max(1, globalConfig.maxWorkers);
  const [server, browsers] = await Promise.all([
    startProductionServer({
      CONSULTATION_OUTBOX_DIR: outboxDir,
      OUTBOX_DIR: outboxRoot,
      LEAD_RATE_LIMIT: '1000',
    }),
    Promise.all(Array.from({ length: browserCount }, () => launchChromium())),
  ]);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_OUTBOX_DIR = outboxDir;
  process.env.E2E_CONTACT_OUTBOX_DIR = path.join(outboxRoot, 'contact');
  process.env.E2E_OUTBOX_ROOT = outboxRoot;
  process.env.E2E_BROWSER_WS = browsers.map((browser) => browser.wsEndpoint()).join(' ');
  const globals: E2eGlobals = { server, stockHost, browsers, outboxDir, outboxRoot };
  Object.assign(globalThis, { __E2E__: globals });
}
