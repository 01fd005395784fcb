import type { Page } from 'puppeteer';
import { overflowingElements } from '../support/browser/layout';
import { headingText, url, visit, Visitor, waitForApp } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const NAV = 'nav.site-navbar';
const MENU_BUTTON = `${NAV} .site-navbar__toggle`;
const CTA = `${NAV} a.site-navbar__cta`;

async function isVisible(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

describe('navigation bar on a phone (390 px)', () => {
  it('opens a menu with the links, the language switcher and the consultation, and closes it on navigation', async () => {
    const { page, errors } = await visitor.open({ viewport: 'phone' });
    await visit(page, '/');
    expect(await isVisible(page, MENU_BUTTON)).toBe(true);
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-label'))).toBe('Ouvrir le menu');
    expect(await isVisible(page, `${NAV} a[href="/projects"]`)).toBe(false);

    await page.click(MENU_BUTTON);
    await page.waitForSelector('#site-menu.is-open');
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-label'))).toBe('Fermer le menu');
    for (const selector of [
      `${NAV} a[href="/"].nav-link`,
      `${NAV} a[href="/projects"]`,
      `${NAV} a[href="/expertise"]`,
      `${NAV} a[href="/contact"]`,
      CTA,
      `${NAV} a[aria-label="EN, passer le site en anglais"]`,
    ]) {
      expect(await isVisible(page, selector)).toBe(true);
    }
    expect(await page.$$eval(`${NAV} a[href="/consultation"]`, (links) => links.length)).toBe(1);
    expect(await overflowingElements(page)).toEqual([]);
    // The menu keeps the page's side margins: its links under the brand, its button at the toggle's edge.
    const edges = await page.evaluate(() => {
      const left = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left;
      const right = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().right;
      return {
        brand: left('.site-brand'),
        link: left('#site-menu .nav-link'),
        toggle: right('.site-navbar__toggle'),
        cta: right('#site-menu .site-navbar__cta'),
      };
    });
    expect(edges).toEqual({ brand: 20, link: 20, toggle: 370, cta: 370 });

    await page.click(`${NAV} a[href="/projects"]`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Nos projets');
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false',
      {},
      MENU_BUTTON,
    );
    await page.waitForFunction(() => !document.querySelector('#site-menu')?.classList.contains('is-open'));
    expect(errors).toEqual([]);
  });

  it('switches the language from the menu', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await visit(page, '/contact');
    await page.click(MENU_BUTTON);
    await page.waitForSelector('#site-menu.is-open');
    await Promise.all([page.waitForNavigation(), page.click(`${NAV} a[aria-label="EN, passer le site en anglais"]`)]);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(new URL(page.url()).pathname).toBe('/en/contact');
    expect(await headingText(page)).toBe('Get in touch');
  });
  // Nothing wider than a 320 px screen, side margins of 20 px: typography.test's 320 px load of every page.
});

describe('navigation bar on a desktop', () => {
  it('is transparent at the top and translucent with a shadow once scrolled past 20 px', async () => {
    const { page } = await visitor.open();
    await visit(page, '/legal');
    const look = () =>
      page.$eval(NAV, (nav) => ({
        scrolled: nav.classList.contains('site-navbar--scrolled'),
        background: getComputedStyle(nav).backgroundColor,
        shadow: getComputedStyle(nav).boxShadow,
      }));
    expect(await look()).toEqual({ scrolled: false, background: 'rgba(0, 0, 0, 0)', shadow: 'none' });

    const scrolledState = (scrolled: boolean) =>
      page.waitForFunction(
        (sel: string, wanted: boolean) =>
          document.querySelector(sel)?.classList.contains('site-navbar--scrolled') === wanted,
        {},
        NAV,
        scrolled,
      );
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await scrolledState(true);
    await page.waitForFunction(
      (sel) => {
        const nav = document.querySelector(sel);
        return (
          nav !== null &&
          getComputedStyle(nav).boxShadow !== 'none' &&
          getComputedStyle(nav).backgroundColor !== 'rgba(0, 0, 0, 0)'
        );
      },
      {},
      NAV,
    );
    expect((await look()).background).not.toBe('rgba(0, 0, 0, 0)');

    // 20 px is not past 20 px: the bar turns back at 20 and changes again at 21, not a pixel earlier.
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await scrolledState(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(20);
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await scrolledState(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await scrolledState(false);
  });

  it('highlights the current page and the consultation link on /consultation', async () => {
    const { page } = await visitor.open();
    await visit(page, '/projects');
    expect(await page.$eval(`${NAV} a[href="/projects"]`, (link) => link.getAttribute('aria-current'))).toBe('page');
    expect(await page.$eval(`${NAV} .nav-link[href="/"]`, (link) => link.getAttribute('aria-current'))).toBeNull();
    expect(await page.$eval(CTA, (button) => button.classList.contains('active'))).toBe(false);

    await visit(page, '/consultation');
    expect(
      await page.$eval(CTA, (link) => [link.classList.contains('active'), link.getAttribute('aria-current')]),
    ).toEqual([true, 'page']);
  });
});

/** Every width from 320 to 1920 px by 40, and each of Bootstrap's breakpoints with a pixel either side. */
const headerWidths = [
  ...new Set([
    ...Array.from({ length: 41 }, (_, step) => 320 + step * 40),
    ...[576, 768, 992, 1200, 1400].flatMap((breakpoint) => [breakpoint - 1, breakpoint, breakpoint + 1]),
  ]),
].sort((a, b) => a - b);

/** The bar's visible controls whose boxes meet or leave the screen, and the size of the page's title. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll(
        'nav.site-navbar :is(.site-brand, .site-navbar__toggle, .nav-link, .site-navbar__language, .theme-switch__button, .site-navbar__cta)',
      ),
    ].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent.trim();
    const overlaps: string[] = [];
    controls.forEach((one, index) => {
      const a = one.getBoundingClientRect();
      for (const other of controls.slice(index + 1)) {
        const b = other.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`${name(one)} / ${name(other)}`);
      }
    });
    const offScreen = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map(name);
    const title = document.querySelector('main h1');
    return {
      overlaps,
      offScreen,
      titleSize: title === null ? '' : getComputedStyle(title).fontSize,
    };
  });
}

describe('navigation bar at every width', () => {
  it('keeps its controls apart and on the screen from 320 to 1920 px in both languages, every page’s title on one scale', async () => {
    const { page } = await visitor.open();
    // One page, resized: the bar is the same on every page, so the French legal page and the English home page
    // also compare their titles at each width.
    const titleSizes = new Map<number, string[]>();
    const faults: string[] = [];
    for (const path of ['/legal', '/en/']) {
      await visit(page, path);
      for (const width of headerWidths) {
        await page.setViewport({ width, height: 800 });
        await page.waitForFunction((wanted: number) => window.innerWidth === wanted, {}, width);
        const { overlaps, offScreen, titleSize } = await headerLayout(page);
        if (overlaps.length > 0) faults.push(`${path} at ${String(width)} px: ${overlaps.join(', ')} overlap`);
        if (offScreen.length > 0) faults.push(`${path} at ${String(width)} px: ${offScreen.join(', ')} off the screen`);
        titleSizes.set(width, [...(titleSizes.get(width) ?? []), titleSize]);
      }
    }
    expect(faults).toEqual([]);
    for (const [width, [legal, home]] of titleSizes) expect({ width, legal }).toEqual({ width, legal: home });
  });

  it.each(['phone', 'desktop'] as const)(
    'on a %s, never covers what Tab focuses: the page scrolled partway, the link under the bar comes below it',
    async (viewport) => {
      const { page } = await visitor.open({ viewport });
      await visit(page, '/projects/kalma');
      // 100 px down, the case study's back link is behind the bar whole; the walk starts from `main`, above it.
      await page.evaluate(() => {
        window.scrollTo({ top: 100, behavior: 'instant' });
        document.querySelector('main')?.focus({ preventScroll: true });
      });
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('nav.site-navbar')?.getBoundingClientRect();
        return (
          focused?.matches('a.case-study__back') === true &&
          bar !== undefined &&
          focused.getBoundingClientRect().top >= bar.bottom
        );
      });
    },
  );
});

describe('footer', () => {
  it('links only to real destinations, with the social networks in a new tab', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    const links = await page.$$eval('footer a', (anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        target: a.target,
        rel: a.rel,
        name: a.getAttribute('aria-label'),
      })),
    );
    expect(links.length).toBeGreaterThanOrEqual(18);
    for (const { href } of links) {
      expect(href).not.toBe('');
      expect(href).not.toBe('#');
    }
    const social = links.filter((link) => link.href.startsWith('https://'));
    expect(social.map((link) => link.name)).toEqual([
      'Studio Nova sur LinkedIn',
      'Studio Nova sur Instagram',
      'Studio Nova sur X',
      'Studio Nova sur GitHub',
    ]);
    for (const link of social) expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(links.some((link) => link.href === 'mailto:hello@example.com')).toBe(true);
    expect(await page.$eval('footer', (footer) => footer.id)).toBe('contact');
    expect(await page.$eval('footer', (footer) => footer.textContent)).toContain(
      `© ${new Date().getFullYear()} Studio Nova. Tous droits réservés.`,
    );
  });

  it('leads to the privacy notice, its heading below the fixed bar', async () => {
    const { page } = await visitor.open();
    await visit(page, '/');
    await page.evaluate(() => document.querySelector('footer')?.scrollIntoView({ behavior: 'instant' }));
    await page.click('footer a[href="/legal#privacy"]');
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Mentions légales et confidentialité',
    );
    await page.waitForFunction(() => {
      const heading = document.getElementById('privacy-title')?.getBoundingClientRect();
      const bar = document.querySelector('nav.site-navbar')?.getBoundingClientRect();
      return heading !== undefined && bar !== undefined && heading.top >= bar.bottom && heading.top < bar.bottom + 80;
    });
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/legal#privacy');
  });

  it('takes the visitor to the top of a new page', async () => {
    const { page } = await visitor.open();
    await visit(page, '/legal');
    await page.evaluate(() => document.querySelector('footer')?.scrollIntoView({ behavior: 'instant' }));
    await page.click('footer a[href="/projects"]');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Nos projets');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('checks the newsletter address in the page, and sends only a valid one, to the site itself', async () => {
    const { page } = await visitor.open();
    const requests: string[] = [];
    await visit(page, '/');
    // Scrolling to the footer lazy-loads photos, and the app loads chunks once idle (the language detector's):
    // images and scripts, not a subscription being sent.
    page.on('request', (request) => {
      if (/^https?:/.test(request.url()) && !['image', 'script'].includes(request.resourceType()))
        requests.push(`${request.method()} ${request.url()}`);
    });
    // The site scrolls smoothly: bring the form into view at once, or a click can land mid-scroll.
    await page.$eval('footer form', (form) => {
      form.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await page.type('footer input[type="email"]', 'ana@example');
    await page.click('footer button[type="submit"]');
    await page.waitForFunction(
      () =>
        document.querySelector('footer [role="alert"]')?.textContent === 'Veuillez saisir une adresse e-mail valide',
    );
    expect(requests).toEqual([]);
    await page.type('footer input[type="email"]', '.com');
    await page.click('footer button[type="submit"]');
    await page.waitForFunction(() =>
      document
        .querySelector('footer [role="status"]')
        ?.textContent.includes('Presque fini\u202f! Confirmez avec le lien'),
    );
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([`POST ${url('/api/newsletter')}`]);
    expect(requests.every((request) => request.includes(new URL(url('/')).origin))).toBe(true);
  });
});

it('serves the legal page directly', async () => {
  const { page } = await visitor.open();
  const response = await page.goto(url('/en/legal'));
  await waitForApp(page);
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  expect(await headingText(page)).toBe('Legal notice and privacy');
});
