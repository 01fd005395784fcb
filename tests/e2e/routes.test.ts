import { JSDOM } from 'jsdom';
import type { HTTPRequest } from 'puppeteer';
import { localizedPath } from '../../src/i18n/languagePaths';
import { routePaths, type RoutePath } from '../../src/app/routes';
import { pagePerRoute } from '../support/pagePerRoute';
import { articleBySlug } from '../../src/content/journal';

/** The article each route's test opens (the first one in both languages): its title in each language. */
const article = articleBySlug(pagePerRoute.find((page) => page.route === '/journal/:slug')?.slug ?? '');

import { headingText, url, visit, Visitor, waitForApp } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** Where a route is visited: its own path, or its first project's for a route with a page per project. */
const pathOf = (route: RoutePath) => pagePerRoute.find((page) => page.route === route)?.path ?? route;

/** Each route's heading at its French address. */
const headings: Record<(typeof routePaths)[number], string> = {
  '/': 'Nous donnons forme à vos idées numériques',
  '/projects': 'Nos projets',
  '/projects/:slug': 'Application de banque mobile',
  '/consultation': 'Démarrer votre projet',
  '/expertise': 'Nos expertises',
  '/journal': 'Ce que nous savons, écrit pour vous',
  '/journal/:slug': article?.fr?.title ?? 'no article in both languages',
  '/contact': 'Contactez-nous',
  '/legal': 'Mentions légales et confidentialité',
  // Opened without a link's token: the page says so.
  '/newsletter/confirm': 'Ce lien n’est pas valide',
  '/404': 'Cette page n’existe pas',
};

describe('the language of a visit', () => {
  // Every route at its French address, which an English browser's visit would be sent from: the English
  // addresses, where no browser is sent away, are loaded by tourEn (tour.ts: the address kept, the heading) and
  // their served language checked by prerender.test; the links of the English pages are checked below.
  it('gives a crawler with an English browser the page of the address it asked for, and no link to a redirect', async () => {
    const { page } = await visitor.open({ languages: ['en-US', 'en'], crawler: true });
    const linked = new Set<string>();
    for (const route of routePaths) {
      const address = pathOf(route);
      const response = await page.goto(url(address), { waitUntil: 'load' });
      expect(response?.request().redirectChain()).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(address);
      expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
      await waitForApp(page);
      expect(await headingText(page)).toBe(headings[route]);
      // Every address the page names for the site, once the app runs: links, canonical and alternates.
      const named = await page.$$eval('a[href], link[rel="canonical"], link[rel="alternate"][hreflang]', (elements) =>
        elements.map((element) => element.getAttribute('href') ?? ''),
      );
      for (const href of named) {
        const target = new URL(href, page.url());
        if (href.startsWith('/') || /^https?:\/\/localhost:8080\//.test(href))
          linked.add(`${target.pathname}${target.search}`);
      }
      // Google renders every address afresh, with nothing stored from the one before.
      await page.evaluate(() => {
        localStorage.clear();
        document.cookie = 'i18next=; path=/; max-age=0';
      });
    }
    expect([...linked]).toEqual(
      expect.arrayContaining([
        '/',
        '/en/',
        '/projects',
        '/en/projects',
        '/contact',
        '/en/contact',
        '/legal',
        '/en/legal',
      ]),
    );
    // Each is served as it is named (a visitor with nothing stored), never answered by a redirect.
    const redirected: string[] = [];
    for (const address of linked) {
      const { status } = await fetch(url(address), { redirect: 'manual' });
      if (status >= 300 && status < 400) redirected.push(`${address} (${String(status)})`);
    }
    expect(redirected).toEqual([]);
  });

  it('follows a choice stored in the browser before the browser’s languages, from the page itself', async () => {
    const { page } = await visitor.open({ languages: ['fr-FR'] });
    await visit(page, '/en/contact');
    // A French browser is left on an English address.
    expect(new URL(page.url()).pathname).toBe('/en/contact');
    expect(await headingText(page)).toBe('Get in touch');
    // The language shown is kept (once the app is idle); a French address then leads this visitor to English
    // before its first paint.
    await page.waitForFunction(() => localStorage.getItem('i18nextLng') === 'en');
    await page.evaluate(() => {
      document.cookie = 'i18next=; path=/; max-age=0';
    });
    const painted: string[] = [];
    await page.exposeFunction('reportPaint', (language: string) => painted.push(language));
    await page.evaluateOnNewDocument(() => {
      new PerformanceObserver(() => {
        (window as unknown as { reportPaint: (language: string) => void }).reportPaint(document.documentElement.lang);
      }).observe({ type: 'paint', buffered: true });
    });
    await visit(page, '/legal');
    expect(new URL(page.url()).pathname).toBe('/en/legal');
    expect(await headingText(page)).toBe('Legal notice and privacy');
    expect(painted.filter((language) => language === 'fr')).toEqual([]);
  });

  it.each([
    ['/projects?lng=en&category=ai', '/en/projects?category=ai'],
    ['/en/legal?lng=fr&x=1', '/legal?x=1'],
    ['/contact?lng=de', '/contact'],
  ])('answers %s with a permanent redirect to %s', async (address, location) => {
    const response = await fetch(url(address), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('keeps every internal link of every served page in the page’s language (no JavaScript), none to a redirect', async () => {
    const linked = new Set<string>();
    for (const route of routePaths) {
      for (const language of ['fr', 'en'] as const) {
        const html = await (
          await fetch(url(localizedPath(pathOf(route), language)), { headers: { Cookie: `i18next=${language}` } })
        ).text();
        const { document } = new JSDOM(html).window;
        // The language toggle (marked with its `hreflang`) is the one link meant to leave the language.
        const links = [...document.querySelectorAll('a[href^="/"]:not([hreflang])')].map(
          (link) => link.getAttribute('href') ?? '',
        );
        expect(links.length).toBeGreaterThan(10);
        for (const link of document.querySelectorAll('a[href^="/"]')) linked.add(link.getAttribute('href') ?? '');
        const strayed = links.filter((href) => (language === 'en') !== /^\/en(?:[/?#]|$)/.test(href));
        expect({ page: localizedPath(pathOf(route), language), strayed }).toEqual({
          page: localizedPath(pathOf(route), language),
          strayed: [],
        });
      }
    }
    // Each is served as it is named (a visitor with nothing stored), never answered by a redirect.
    const redirected: string[] = [];
    for (const address of linked) {
      const { status } = await fetch(url(address), { redirect: 'manual' });
      if (status >= 300 && status < 400) redirected.push(`${address} (${String(status)})`);
    }
    expect(redirected).toEqual([]);
    expect(linked).toContain('/en/projects');
  });

  it('switches on the first tap, before the app runs or without JavaScript, for a visitor who chose English before', async () => {
    const { page } = await visitor.open({ languages: ['fr-FR'] });
    // The worker would answer from its cache what the test keeps from the network: this test is the server's.
    await page.setBypassServiceWorker(true);
    await visit(page, '/en/contact');
    // Kept once the app is idle (its languageDetector chunk), not before.
    await page.waitForFunction(() => document.cookie.includes('i18next=en'));

    // A slow phone: the page is on screen, its app not yet there (its scripts never arrive), and the toggle tapped.
    const withoutApp = (request: HTTPRequest) => {
      if (new URL(request.url()).pathname.startsWith('/assets/js/')) void request.abort();
      else void request.continue();
    };
    await page.setRequestInterception(true);
    page.on('request', withoutApp);
    await page.goto(url('/en/contact'), { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('a[aria-label^="FR"]')]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
    expect(await headingText(page)).toBe('Contactez-nous');
    expect(await page.evaluate(() => document.cookie)).toContain('i18next=fr');
    page.off('request', withoutApp);
    await page.setRequestInterception(false);

    // Without JavaScript at all: to English and back, each choice kept by the server alone.
    await page.setJavaScriptEnabled(false);
    await page.goto(url('/legal'), { waitUntil: 'load' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('a[aria-label^="EN"]')]);
    expect(new URL(page.url()).pathname).toBe('/en/legal');
    await page.goto(url('/projects'), { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/en/projects');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('a[aria-label^="FR"]')]);
    expect(new URL(page.url()).pathname).toBe('/projects');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');
    expect(await headingText(page)).toBe('Nos projets');
  });

  it('switches with the toggle, a link to the same page in the other language, and remembers the choice', async () => {
    const { page } = await visitor.open({ languages: ['fr-FR'] });
    await visit(page, '/projects?category=ai');
    await Promise.all([page.waitForNavigation(), page.click('a[aria-label="EN, passer le site en anglais"]')]);
    await waitForApp(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/projects?category=ai');
    expect(await headingText(page)).toBe('Our projects');
    expect(await page.$eval('a[aria-label^="FR"]', (link) => link.textContent.trim())).toBe('FR');

    // Remembered: the French address now leads this visitor to English.
    await visit(page, '/contact');
    expect(new URL(page.url()).pathname).toBe('/en/contact');

    await Promise.all([page.waitForNavigation(), page.click('a[aria-label^="FR"]')]);
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await visit(page, '/legal');
    expect(new URL(page.url()).pathname).toBe('/legal');
  });
});
