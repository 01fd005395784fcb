import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { routePaths } from '../../src/app/routePaths';
import { launchChromium } from './support/chromium';
import { headingText, url, visit, Visitor, waitForApp } from './support/pages';
import { startProductionServer, type ProductionServer } from './support/productionServer';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Waits until the service worker is active and controls the page (a reload makes the first visit count). */
async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('offline after one visit', () => {
  it('serves every route in both languages, and switches language, with the network off', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await waitForControl(page);
    await page.setOfflineMode(true);
    await page.waitForFunction(() =>
      document.querySelector('.offline-indicator-region')?.textContent.includes('Vous êtes hors ligne'),
    );

    for (const route of routePaths) {
      await visit(page, `${route}?lng=fr`);
      expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
      await visit(page, `${route}?lng=en`);
      expect(await page.$eval('html', (html) => html.lang)).toBe('en');
    }

    await visit(page, '/projects?lng=fr');
    await page.click('button[aria-label^="EN"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await headingText(page)).toBe('Our Projects');
  });

  it('filters the projects with the network off', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await waitForControl(page);
    await page.setOfflineMode(true);

    await visit(page, '/projects?lng=en');
    await page.type('main input[type="search"]', 'solidity');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    expect(await page.$eval('main article h2', (title) => title.textContent.trim())).toBe(
      'Decentralized Exchange Platform',
    );
    await page.select('main select[name="category"]', 'ai');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('ai');
  });

  it('keeps a missing file a failure offline instead of answering with the shell', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await waitForControl(page);
    await page.setOfflineMode(true);
    const status = await page.evaluate(() =>
      fetch('/missing-file.js').then(
        (response) => response.status,
        () => 'network-error',
      ),
    );
    expect(status).not.toBe(200);
  });

  it('times an offline reload of /', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await waitForControl(page);
    await page.setOfflineMode(true);
    const started = Date.now();
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    const elapsed = Date.now() - started;
    console.log(`Offline reload of / rendered its heading in ${String(elapsed)} ms`);
    expect(await headingText(page)).toBe('Nous donnons forme à vos idées numériques');
  });
});

describe('installability', () => {
  it('passes Chrome’s installability check (in a normal, non-incognito profile)', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(url('/'), { waitUntil: 'load' });
      await waitForApp(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const session = await page.createCDPSession();
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('updates', () => {
  const folders: string[] = [];
  let server: ProductionServer | undefined;

  afterEach(async () => {
    await server?.stop();
    server = undefined;
    folders.splice(0).forEach((folder) => {
      rmSync(folder, { recursive: true, force: true });
    });
  });

  it('offers a newly deployed version: declining keeps the old one whole, accepting reloads into the new', async () => {
    const first = mkdtempSync(path.join(tmpdir(), 'site-v1-'));
    const second = mkdtempSync(path.join(tmpdir(), 'site-v2-'));
    folders.push(first, second);
    cpSync('dist', first, { recursive: true });

    server = await startProductionServer({ DIST_DIR: first });
    const port = new URL(server.url).port;
    const { page } = await visitor.open();
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await waitForApp(page);
    await waitForControl(page);

    // A second build with a visible difference, deployed at the same address while the page stays open.
    execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', second], {
      stdio: 'ignore',
      env: { ...process.env, SITE_AGENCY_NAME: 'Studio Nova Two' },
    });
    await server.stop();
    server = await startProductionServer({ DIST_DIR: second, PORT: port });

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const updateButton = '::-p-aria([name="Mettre à jour"][role="button"])';
    await page.waitForSelector(updateButton, { timeout: 30_000 });

    // Declining keeps this version running: a page it has not loaded yet still comes, chunk and all,
    // although the server now only has the new build's files.
    await (await page.waitForSelector('::-p-aria([name="Plus tard"][role="button"])'))?.click();
    await page.waitForFunction(() => document.querySelector('.pwa-toast') === null);
    await (await page.waitForSelector('::-p-aria([name="Contact"][role="link"])'))?.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Contactez-nous');
    expect(await page.evaluate(() => document.body.textContent.includes('Studio Nova Two'))).toBe(false);

    // The offer comes back on the next visit; this time the visitor accepts and gets the new version.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    const update = await page.waitForSelector(updateButton, { timeout: 30_000 });
    const reloaded = page.waitForNavigation({ waitUntil: 'load' });
    await update?.click();
    await reloaded;
    await page.waitForFunction(() => document.body.textContent.includes('Studio Nova Two'));
  }, 180_000);
});
