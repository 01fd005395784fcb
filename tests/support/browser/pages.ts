import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer';
import { baseUrl, browserEndpoint } from '../state';
import { launchChromium } from './chromium';

const BOOKING_WIDGET_HOST = 'https://assets.calendly.com';

export const viewports = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  narrow: { width: 320, height: 640, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
  // Lighthouse's mobile preset (the bench's): its screen and density decide which width of an image a phone fetches.
  lighthouse: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
} as const;

/**
 * How long one step (a navigation, a wait for a selector or a condition) may take: well under jest's
 * timeout of a whole test, so a stuck step fails by itself, naming what it waited for, not the test.
 */
export const STEP_TIMEOUT = 20_000;

export interface Visit {
  page: Page;
  /** Whether the page may register the site's service worker (see `open`). */
  worker: boolean;
  context: BrowserContext;
  /** Errors the page logged or threw, for tests that require a clean console. */
  errors: string[];
}

/**
 * One test's browser: a fresh, isolated context of its jest worker's headless shell; of a browser of its own
 * (`'own'`, for a test that watches the whole browser, every service worker included); of the whole browser
 * (`'whole'`, also its own, for what only it does: a service worker's background sync); or of `browser` (one a
 * test launched with other flags, which it closes itself). Close it in afterEach.
 */
export class Visitor {
  private contexts: BrowserContext[] = [];
  private browser: Browser | undefined;
  private owned = false;

  constructor(private readonly source: Browser | 'shared' | 'own' | 'whole' = 'shared') {
    if (typeof source !== 'string') this.browser = source;
  }

  private async connect(): Promise<Browser> {
    if (this.browser !== undefined) return this.browser;
    this.owned = this.source !== 'shared';
    this.browser =
      this.source === 'shared'
        ? await puppeteer.connect({ browserWSEndpoint: browserEndpoint() })
        : await launchChromium({ whole: this.source === 'whole' });
    return this.browser;
  }

  /**
   * A page in a fresh context; with `sameProfileAs`, another page in that visit's context (one of this visitor's), which
   * shares its service worker, storage and cookies. Only with `worker: true` (by default that visit's) may the page
   * register the site's service worker: its install fetches and caches every page and chunk, about 0.9 s of CPU
   * for each new visitor, which a test of something else does not need.
   */
  async open(
    options: {
      viewport?: keyof typeof viewports;
      languages?: string[];
      crawler?: boolean;
      sameProfileAs?: Visit;
      worker?: boolean;
    } = {},
  ): Promise<Visit> {
    const browser = await this.connect();
    const context = options.sameProfileAs?.context ?? (await browser.createBrowserContext());
    if (!this.contexts.includes(context)) this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewport(viewports[options.viewport ?? 'desktop']);
    const worker = options.worker ?? options.sameProfileAs?.worker ?? false;
    if (!worker) {
      // As in a browser without service workers: the app then never registers one.
      await page.evaluateOnNewDocument(() => {
        delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
      });
    }
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The booking widget's host is unreachable here by design (see chromium.ts); its fallback is tested
      // on its own. The photos come from the site, its stock host a stand-in (globalSetup.ts).
      const source = message.location().url ?? '';
      if (source.startsWith(`${BOOKING_WIDGET_HOST}/`)) return;
      // The not-found page is the document's answer, 404 on purpose; the browser reports that status.
      if (source === page.url() && message.text().includes('status of 404')) return;
      errors.push(message.text());
    });
    const languages = options.languages ?? ['fr-FR', 'fr'];
    const chrome = (await browser.version()).replace(/^HeadlessChrome\//, '');
    await page.setUserAgent({
      userAgent:
        options.crawler === true
          ? `Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`
          : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36`,
    });
    await page.setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
    // Headless Chromium ignores --lang for navigator.languages: set the visitor's browser languages here.
    await page.evaluateOnNewDocument((list: string[]) => {
      Object.defineProperty(navigator, 'languages', { get: () => list });
      Object.defineProperty(navigator, 'language', { get: () => list[0] });
    }, languages);
    return { page, context, errors, worker };
  }

  async closeContexts(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    this.contexts = [];
  }

  async disconnect(): Promise<void> {
    await this.closeContexts();
    if (this.source === 'shared') await this.browser?.disconnect();
    if (this.owned) await this.browser?.close();
    this.browser = undefined;
  }
}

export function url(path: string): string {
  return new URL(path, baseUrl()).href;
}

/**
 * Waits until the app has taken over the page: its heading, its sections (the home page's below the first screen
 * hydrate once their own chunk arrives), the footer (its own chunk too) and the pictures it holds back until then.
 * The prerendered HTML shows them at once, before any script runs; React marks each element it hydrated or
 * rendered with its own `__reactFiber$` key, so the page answers clicks and keys only from then on.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const byReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const heading = document.querySelector('main h1');
    const footerLink = document.querySelector('footer a');
    return (
      heading !== null &&
      byReact(heading) &&
      (footerLink === null || byReact(footerLink)) &&
      [...document.querySelectorAll('main section')].every(byReact) &&
      // A hydrated picture drops its placeholder role in the next render (src/components/WorkPicture.tsx).
      ![...document.querySelectorAll('.work-picture[role="img"]')].some(byReact)
    );
  });
}

/** Navigates and waits until the app has rendered (or hydrated) its page heading. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(url(path), { waitUntil: 'load' });
  await waitForApp(page);
}

export async function headingText(page: Page): Promise<string> {
  return page.$eval('main h1', (element) => element.textContent.trim());
}

/** Waits until the page has kept its scroll position for three frames: no smooth scroll is in flight. */
export async function scrollStill(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = window.scrollY;
    for (let count = 0; count < 3; count += 1) {
      await frame();
      if (window.scrollY !== before) return false;
    }
    return true;
  });
}

/**
 * Clicks `target` as a visitor does, once the page stands still. A locator scrolls its element into view only
 * once: a focus's smooth scroll still running carries the page on, and the locator then waits for ever.
 */
export async function clickWhenStill(page: Page, target: string | ElementHandle): Promise<void> {
  await scrollStill(page);
  await (typeof target === 'string' ? page.locator(target) : target.asLocator()).click();
}
