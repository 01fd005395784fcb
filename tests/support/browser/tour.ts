import type { Page, Target } from 'puppeteer';
import type { SitePage } from '../../../src/app/routes';
import { localizedPath } from '../../../src/i18n/languagePaths';
import type { Language } from '../../../src/i18n/languages';
import { encodeClaim } from '../../../src/lib/leads/newsletter';
import { fullDictionaries } from '../fullDictionaries';
import { pagePerRoute } from '../pagePerRoute';
import { pageText } from '../pageText';
import { colourRules, emulate, violationsIn, violationsInBothThemes, type Theme } from './axe';
import { isBookingHost, SCHEDULING_URL } from './booking';
import { recordConsole } from './console';
import { tabThrough } from './keyboard';
import { distinct, foreignHints, recordOtherHosts, type Recorded } from './otherHosts';
import { url, Visitor, waitForApp, type viewports } from './pages';
import { cspViolations, executed, externalLinks, recordViolations } from './pageSecurity';
import { fillContactDetails } from './wizard';

type Width = Extract<keyof typeof viewports, 'phone' | 'desktop'>;

const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };
const book: Record<Language, string> = { fr: 'Réserver un appel', en: 'Book a call' };
const NAV = 'nav.site-navbar';
const clean: Record<Theme, string[]> = { light: [], dark: [] };

/** Each language's keyboard walk, in one width and theme: the ring's presence does not depend on them. */
const walks: Record<Language, { width: Width; theme: Theme }> = {
  fr: { width: 'desktop', theme: 'light' },
  en: { width: 'phone', theme: 'dark' },
};

/** A newsletter confirmation link that looks right: the page keeps its first view (only the server tells more). */
const lookingRightLink = `?token=${encodeClaim({ email: 'camille@example.com', lng: 'fr', expires: 4_102_444_800 })}.c2ln`;

interface Stop {
  page: SitePage;
  /** What follows the path in the address. */
  query?: string;
  /** The heading once the app runs: the prerendered one unless the page's first view depends on the address. */
  heading: (language: Language) => string;
  /** The widths it is toured at, when not both. */
  widths?: Width[];
}

const prerenderedHeading = (page: SitePage) => (language: Language) => pageText(page, language).heading;
const endsTour = (page: SitePage) => Number(page.route === '/consultation');

/**
 * One page of each route (a route with a page per project at its first project's) and the consultation page last:
 * the wizard walked there is what the tour ends on. The newsletter's confirmation page for a link that is not one;
 * at the desktop width also for one that looks right, which keeps the page's first view.
 */
const stops: Stop[] = [...pagePerRoute]
  .sort((a, b) => endsTour(a) - endsTour(b))
  .flatMap((page): Stop[] =>
    page.route === '/newsletter/confirm'
      ? [
          { page, heading: (language) => fullDictionaries[language].newsletterConfirm.invalidTitle },
          { page, query: lookingRightLink, heading: prerenderedHeading(page), widths: ['desktop'] },
        ]
      : [{ page, heading: prerenderedHeading(page) }],
  );

/** One browser per tour file: it holds each new service worker at its start, which no other file's may wait for. */
const visitor = new Visitor('own');

/**
 * One context of the tour: a language at a width, visiting every page in turn. Each page is loaded once,
 * scrolled to its end, and every check reads that load. At the phone width the pages after the first are
 * served by the service worker the first one installed; at the desktop width every page comes from the
 * network (the worker bypassed), so each page is seen both ways in each language.
 */
class Tour {
  private opened: Page | undefined;
  /** Console errors and warnings and uncaught exceptions since the current page's load. */
  messages: string[] = [];
  /** Requests to other hosts, of the page and of its service workers, since the tour began. */
  recorded: Recorded[] = [];
  /** Where the current page's share of `recorded` begins. */
  since = 0;
  hints: string[] = [];
  /** How many requests, to any host, the service workers made. */
  workerRequests: () => number = () => 0;
  /** Every address the service workers asked the network for, and where the current page's share begins. */
  workerAsked: string[] = [];
  askedSince = 0;
  /** Whether the current page's document came from a service worker. */
  fromWorker = false;
  /** How many redirects the current page's load followed. */
  redirects = 0;
  private stopRecording: () => Promise<void> = () => Promise.resolve();

  constructor(
    readonly language: Language,
    readonly width: Width,
  ) {}

  /** Reduced motion on the phone, as the accessibility checks always had; the desktop plays the entrances. */
  get reducedMotion(): boolean {
    return this.width === 'phone';
  }

  get page(): Page {
    if (this.opened === undefined) throw new Error('the tour has not started');
    return this.opened;
  }

  async start(): Promise<void> {
    const { page, context } = await visitor.open({
      viewport: this.width,
      languages: browserLanguages[this.language],
      worker: true,
    });
    this.opened = page;
    this.messages = recordConsole(page);
    await recordViolations(page);
    // The heading the HTML parser made, kept before any of the app's scripts run: hydration adopts this
    // very element, where rendering afresh would replace it.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('main h1') });
      });
    });
    const record = await recordOtherHosts(context, page);
    this.recorded = record.recorded;
    this.workerRequests = record.workerRequests;
    this.workerAsked = record.workerAsked;
    this.stopRecording = record.stop;
    if (this.width === 'desktop') await page.setBypassServiceWorker(true);
  }

  async end(): Promise<void> {
    await this.stopRecording();
    await visitor.closeContexts();
  }

  /**
   * Loads a page and scrolls to its end a screen at a time, a frame each, so every lazy image and section has
   * its turn (a section a tenth in view enters; an image within reach loads).
   */
  async visit(address: string, first: boolean): Promise<void> {
    const { page } = this;
    this.messages.length = 0;
    this.since = this.recorded.length;
    this.askedSince = this.workerAsked.length;
    await emulate(page, 'light', this.reducedMotion);
    const response = await page.goto(url(address), { waitUntil: 'load' });
    this.fromWorker = response?.fromServiceWorker() ?? false;
    this.redirects = response?.request().redirectChain().length ?? -1;
    await waitForApp(page);
    this.hints = await foreignHints(page);
    // Instant: the desktop's smooth scrolling would only retarget one glide a frame, reach little of the page,
    // and leave the glide running into the checks after it (Chromium lets it outlive an instant scroll).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    });
    // Every image the browser asked for has arrived or failed (a lazy one out of reach, such as the sideways
    // strip's last cards, is never asked for), and the faces: a late failure would reach the console after the
    // checks. Waiting for a state, not timing it: a loaded machine may need longer than one step's 20 s.
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        [...document.images].every((image) => image.complete || image.currentSrc === ''),
      { timeout: 60_000 },
    );
    if (first && this.width === 'phone') {
      // The pages after this one are loaded under the worker it installed.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
  }

  /** The foreign requests of the current page since its load. */
  currentRequests(): Recorded[] {
    return this.recorded.slice(this.since);
  }

  /**
   * What the service workers asked the network for since the current page's load, images aside: a project's
   * images and the photos are kept as seen, not precached (a visitor pays only for the widths asked for).
   */
  askedOfNetwork(): string[] {
    return this.workerAsked
      .slice(this.askedSince)
      .filter((address) => !/^\/(img|assets\/work)\//.test(new URL(address).pathname));
  }

  /** Whether the page is controlled by a service worker. */
  controlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }
}

/** Waits until the wizard shows another question than `previous`. */
async function nextStep(page: Page, previous: string): Promise<void> {
  await page.waitForFunction(
    (question: string) => document.querySelector('main h2')?.textContent.trim() !== question,
    {},
    previous,
  );
}

/** The checks of a state reached on a page: axe in the light and the dark theme. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await violationsInBothThemes(page)).toEqual(clean);
}

/** What is done and checked on a page beyond reading it, by route: the states that are not pages. */
function statesOf(tour: Tour, stop: Stop): void {
  switch (stop.page.route) {
    case '/':
      if (tour.width === 'phone') {
        it('the phone menu, open, and its theme choices have no WCAG 2.2 A/AA violation in either theme', async () => {
          const { page } = tour;
          await page.click(`${NAV} .site-navbar__toggle`);
          await page.waitForSelector('#site-menu.is-open');
          expect({ open: 'menu', found: await violationsInBothThemes(page) }).toEqual({ open: 'menu', found: clean });
          await page.click(`${NAV} .theme-switch__button`);
          await page.waitForSelector('#theme-options');
          expect({ open: 'theme choices', found: await violationsInBothThemes(page) }).toEqual({
            open: 'theme choices',
            found: clean,
          });
        });
      }
      return;
    case '/contact':
      it('the contact form showing its errors has no WCAG 2.2 A/AA violation in either theme', async () => {
        const { page } = tour;
        await page.click('main form button[type="submit"]');
        await page.waitForSelector('main form [aria-invalid="true"]');
        await expectAccessible(page);
      });
      if (tour.width === 'desktop') {
        it('the theme choices on the bar have no WCAG 2.2 A/AA violation in either theme', async () => {
          const { page } = tour;
          await page.click(`${NAV} .theme-switch__button`);
          await page.waitForSelector('#theme-options');
          await expectAccessible(page);
        });
      }
      return;
    case '/consultation':
      // The wizard's states are the same markup at every width: walked at the one width the keyboard walk uses.
      if (tour.width !== walks[tour.language].width) return;
      it('each step of the wizard, its contact errors, its review and its summary have no WCAG 2.2 A/AA violation in either theme', async () => {
        const { page } = tour;
        const heading = () => page.$eval('main h2', (h2) => h2.textContent.trim());
        const seen: string[] = [];
        for (let step = 1; step <= 3; step += 1) {
          seen.push(await heading());
          expect({ step, found: await violationsInBothThemes(page) }).toEqual({ step, found: clean });
          await page.click('main label.choice-card');
          await nextStep(page, seen.at(-1) ?? '');
        }
        expect({ step: 4, found: await violationsInBothThemes(page) }).toEqual({ step: 4, found: clean });
        const lastQuestion = await heading();
        await page.type('main textarea', 'A site for a bakery.');
        // Submit without who asks: the contact details show their errors.
        await page.click('main .wizard-nav button:last-child');
        await page.waitForSelector('main [aria-invalid="true"]');
        expect({ step: 'contact errors', found: await violationsInBothThemes(page) }).toEqual({
          step: 'contact errors',
          found: clean,
        });
        await fillContactDetails(page);
        await page.click('main .wizard-nav button:last-child');
        await nextStep(page, lastQuestion);
        await page.waitForSelector('main .summary-list--review');
        expect({ step: 'review', found: await violationsInBothThemes(page) }).toEqual({ step: 'review', found: clean });
        const review = await heading();
        await page.click('main .wizard-nav button:last-child');
        await nextStep(page, review);
        // The relay has answered.
        await page.waitForSelector('.wizard-summary .delivery-status:not(.delivery-status--pending)');
        expect({ step: 'summary', found: await violationsInBothThemes(page) }).toEqual({
          step: 'summary',
          found: clean,
        });
      });
      return;
    default:
  }
}

/** Whether the keyboard walk of a stop goes through the whole page, or `main` alone. */
const wholeWalk = (stop: Stop) => stop === stops[0] || stop === stops.at(-1);

/** Every check of one page, on one load of it. */
function checksOf(tour: Tour, stop: Stop): void {
  const path = localizedPath(stop.page.path, tour.language);
  const address = `${path}${stop.query ?? ''}`;
  const walk = walks[tour.language].width === tour.width ? walks[tour.language].theme : undefined;

  describe(address, () => {
    beforeAll(() => tour.visit(address, stop === stops[0]));

    it('stays at its address and hydrates, keeping the heading its HTML made', async () => {
      const { page } = tour;
      // A browser in the address's language is never sent elsewhere.
      const at = new URL(page.url());
      expect({ at: `${at.pathname}${at.search}`, redirects: tour.redirects }).toEqual({ at: address, redirects: 0 });
      expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(stop.heading(tour.language));
      const kept = await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading ===
          document.querySelector('main h1'),
      );
      expect(kept).toBe(true);
    });

    // What pwa.test's offline visits of every page proved: a page the worker controls needs no
    // network (read before the states reached on the page, which may send what they reach).
    if (tour.width === 'phone' && stop !== stops[0]) {
      it('comes whole from the service worker’s precache, as offline: the page, its scripts, styles and words', () => {
        expect(tour.fromWorker).toBe(true);
        expect(tour.askedOfNetwork()).toEqual([]);
      });
    }

    it('has no WCAG 2.2 A/AA violation in the light theme', async () => {
      expect(await violationsIn(tour.page, 'light')).toEqual([]);
    });

    it(`has no WCAG 2.2 A/AA violation in the dark theme (${colourRules.join(', ')} on the same markup)`, async () => {
      expect(await violationsIn(tour.page, 'dark')).toEqual([]);
    });

    if (walk !== undefined) {
      it(`tabs through ${wholeWalk(stop) ? 'it' : 'its main content'} in the ${walk} theme with a visible focus that the bar never hides`, async () => {
        const { page } = tour;
        await emulate(page, walk);
        // The header and the footer are walked at the first stop: they are the same on every page (the current
        // page's link differs in colour alone, the footer's sign-up is there or not), so later walks keep to
        // `main`, from its start. The last stop's wizard states start from where a whole walk leaves the page.
        const whole = wholeWalk(stop);
        await page.evaluate((fromTop: boolean) => {
          window.scrollTo({ top: 0, behavior: 'instant' });
          (document.activeElement as HTMLElement | null)?.blur();
          if (!fromTop) document.querySelector('main')?.focus({ preventScroll: true });
        }, whole);
        const focused = await tabThrough(page, NAV, whole ? undefined : 'main');
        if (process.env.A11Y_DEBUG === '1') console.log(address, focused);
        // At least the bar's links, or something in `main`: the walk took place.
        expect(focused.length).toBeGreaterThan(whole ? 3 : 0);
        expect(focused.filter(({ indicator, clearOfBar }) => !indicator || !clearOfBar)).toEqual([]);
      });
    }

    statesOf(tour, stop);

    it('has no inline handler or injected code, and protects its links to other sites', async () => {
      const { page } = tour;
      expect(await executed(page)).toBe(false);
      const links = await externalLinks(page);
      expect(links.unsafe).toEqual([]);
      expect(links.count).toBeGreaterThan(0);
    });

    it('logs no error or warning and breaks no CSP rule', async () => {
      expect(tour.messages).toEqual([]);
      expect(await cspViolations(tour.page)).toEqual([]);
    });

    it(`tells no other host of the visit (the page and its service worker; ${tour.width === 'phone' ? 'under the worker' : 'from the network'})`, async () => {
      expect(tour.hints).toEqual([]);
      expect(distinct(tour.currentRequests())).toEqual([]);
      // The first page installs the worker; at the desktop width it is bypassed.
      const underWorker = tour.width === 'phone' && stop !== stops[0];
      expect(await tour.controlled()).toBe(underWorker);
      // By the last page, the worker the first one registered has installed: its own requests were seen.
      if (stop === stops.at(-1)) expect(tour.workerRequests()).toBeGreaterThan(0);
    });

    // After the wizard's walk, which only one width of each language takes (statesOf).
    if (stop.page.route === '/consultation' && tour.width === walks[tour.language].width) {
      it('asks Calendly, and no other host, on “book a call”', async () => {
        const { page } = tour;
        tour.since = tour.recorded.length;
        // Calendly is unreachable here: the press asks for its widget, then opens the scheduling page.
        const tab = page.browserContext().waitForTarget((target: Target) => target.url().startsWith(SCHEDULING_URL));
        const [link] = await page.$$('.wizard-summary__actions a');
        expect(await link?.evaluate((a) => a.textContent)).toContain(book[tour.language]);
        await link?.click();
        await (await (await tab).page())?.close();
        const asked = tour.currentRequests();
        expect(asked.length).toBeGreaterThan(0);
        expect(distinct(asked.filter((request) => !isBookingHost(request.url)))).toEqual([]);
        expect(asked).toContainEqual({ by: 'page', url: 'https://assets.calendly.com/assets/external/widget.js' });
      });
    }
  });
}

/**
 * Every page in `language` at the phone and the desktop widths, each loaded once for all the checks that
 * only read it: hydration, axe in both themes, the keyboard walk, the console and the CSP, inline code and
 * links to other sites, and the requests to other hosts; then the states reached on it.
 */
export function tourEveryPage(language: Language): void {
  afterAll(() => visitor.disconnect());
  for (const width of ['phone', 'desktop'] as const) {
    describe(`every page in ${language} at the ${width} width`, () => {
      const tour = new Tour(language, width);
      beforeAll(() => tour.start());
      afterAll(() => tour.end());
      for (const stop of stops.filter(({ widths }) => widths?.includes(width) ?? true)) checksOf(tour, stop);
    });
  }
}
