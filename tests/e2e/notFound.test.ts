import { TargetType, type HTTPResponse, type Page } from 'puppeteer';
import type { Language } from '../../src/i18n/languages';
import { url, Visitor, waitForApp } from '../support/browser/pages';
import { controlledByWorker } from '../support/browser/serviceWorker';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const expected = {
  fr: {
    notice: 'Cette page n’existe pas',
    search: 'Chercher dans nos réalisations',
    submit: 'Rechercher',
    links: [
      ['Accueil', '/'],
      ['Projets', '/projects'],
      ['Expertises', '/expertise'],
      ['Journal', '/journal'],
      ['Contact', '/contact'],
      ['Démarrer un projet', '/consultation'],
    ],
    projects: 'Nos projets',
    query: 'sante',
    found: { address: '/projects?q=sante', titles: ['Suivi de santé connecté'] },
  },
  en: {
    notice: 'This page does not exist',
    search: 'Search our work',
    submit: 'Search',
    links: [
      ['Home', '/en/'],
      ['Projects', '/en/projects'],
      ['Expertise', '/en/expertise'],
      ['Journal', '/en/journal'],
      ['Contact', '/en/contact'],
      ['Start a project', '/en/consultation'],
    ],
    projects: 'Our projects',
    query: 'blockchain',
    found: { address: '/en/projects?q=blockchain', titles: ['Decentralised exchange platform'] },
  },
} as const;

/** What a visitor and a crawler get at an address: its status, language, notice, links, height and robots rule. */
async function notFoundView(page: Page, response: HTTPResponse | null) {
  await waitForApp(page);
  return page.evaluate(
    (status: number | undefined) => ({
      status,
      lang: document.documentElement.lang,
      notice: document.querySelector('main h1')?.textContent.trim(),
      headings: document.querySelectorAll('main h1, main h2, main h3').length,
      links: [...document.querySelectorAll('main .not-found a')].map((a) => [
        a.textContent.trim(),
        a.getAttribute('href'),
      ]),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      theme: document.documentElement.dataset.theme,
      height: document.documentElement.scrollHeight,
    }),
    response?.status(),
  );
}

/**
 * Searches the work from the not-found page on screen, as a visitor does: the projects list opens, filtered by
 * the text, which its address keeps. Answers that address and the cards shown.
 */
async function searchTheWork(page: Page, language: Language) {
  const text = expected[language];
  await page.locator(`::-p-aria([name="${text.search}"][role="searchbox"])`).fill(text.query);
  await page.locator(`main ::-p-aria([name="${text.submit}"][role="button"])`).click();
  await page.waitForFunction(
    (heading: string, cards: number) =>
      document.querySelector('main h1')?.textContent === heading &&
      document.querySelectorAll('main article h2').length === cards,
    {},
    text.projects,
    text.found.titles.length,
  );
  return page.evaluate(() => ({
    address: location.pathname + location.search,
    titles: [...document.querySelectorAll('main article h2')].map((title) => title.textContent),
  }));
}

const cases = [
  ['/nope', 'fr'],
  ['/services/web-design', 'fr'],
  ['/nope.pdf', 'fr'],
  // A slug no project file has is any unknown address, in the app as on the server.
  ['/projects/nope', 'fr'],
  ['/en/nope', 'en'],
  ['/en/projects/nope', 'en'],
] as const;

describe('an address that leads nowhere', () => {
  it('answers 404 with a short translated page, noindex, in the visitor’s theme, whose search finds the work', async () => {
    // A phone, where the page used to be the whole home page again (about 8,000 px).
    const { page, errors } = await visitor.open({ viewport: 'phone' });
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('theme', 'dark');
    });
    const searched: Language[] = [];
    for (const [path, language] of cases) {
      const { height, ...view } = await notFoundView(page, await page.goto(url(path), { waitUntil: 'load' }));
      expect({ path, ...view }).toEqual({
        path,
        status: 404,
        lang: language,
        notice: expected[language].notice,
        headings: 1,
        links: expected[language].links,
        robots: 'noindex',
        theme: 'dark',
      });
      expect(height).toBeLessThan(1600);
      // Once in each language: the search leads from this page to the filtered list.
      if (!searched.includes(language)) {
        searched.push(language);
        expect(await searchTheWork(page, language)).toEqual(expected[language].found);
      }
    }
    expect(searched).toEqual(['fr', 'en']);
    expect(errors).toEqual([]);
  });

  it('is an unknown file in English for a visitor who reads English', async () => {
    const { page } = await visitor.open({ languages: ['en-US', 'en'] });
    const response = await page.goto(url('/brochure.pdf'), { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/en/brochure.pdf');
    expect(await notFoundView(page, response)).toMatchObject({ status: 404, lang: 'en', notice: expected.en.notice });
  });

  it('is the same offline, from the service worker', async () => {
    const { page, context } = await visitor.open({ worker: true });
    await page.goto(url('/'), { waitUntil: 'load' });
    await waitForApp(page);
    await controlledByWorker(page);
    await page.setOfflineMode(true);
    // The worker's own fetches are offline too, as on a phone without a network.
    const target = await context.waitForTarget((candidate) => candidate.type() === TargetType.SERVICE_WORKER);
    const worker = await target.createCDPSession();
    await worker.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const searched: Language[] = [];
    for (const [path, language] of cases) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      expect(response?.fromServiceWorker()).toBe(true);
      expect({ path, ...(await notFoundView(page, response)) }).toMatchObject({
        path,
        status: 404,
        lang: language,
        notice: expected[language].notice,
        robots: 'noindex',
      });
      // The search too: the projects list and its chunk come from the worker's precache.
      if (!searched.includes(language)) {
        searched.push(language);
        expect(await searchTheWork(page, language)).toEqual(expected[language].found);
      }
    }
    expect(searched).toEqual(['fr', 'en']);
  });
});
