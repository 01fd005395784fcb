import { TargetType, type HTTPResponse, type Page } from 'puppeteer';
import { url, Visitor, waitForApp } from '../support/browser/pages';
import { controlledByWorker } from '../support/browser/serviceWorker';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const expected = {
  fr: {
    notice: 'Cette page n’existe pas',
    hero: 'Nous donnons forme à vos idées numériques',
    links: [
      ['Accueil', '/'],
      ['Projets', '/projects'],
      ['Expertise', '/expertise'],
      ['Contact', '/contact'],
      ['Démarrer un projet', '/consultation'],
    ],
  },
  en: {
    notice: 'This page does not exist',
    hero: 'We shape your digital ideas',
    links: [
      ['Home', '/en/'],
      ['Projects', '/en/projects'],
      ['Expertise', '/en/expertise'],
      ['Contact', '/en/contact'],
      ['Start a project', '/en/consultation'],
    ],
  },
} as const;

/** What a visitor and a crawler get at an address: its status, language, notice, content and robots rule. */
async function notFoundView(page: Page, response: HTTPResponse | null) {
  await waitForApp(page);
  return page.evaluate(
    (status: number | undefined) => ({
      status,
      lang: document.documentElement.lang,
      notice: document.querySelector('main h1')?.textContent.trim(),
      hero: document.querySelector('main .hero h2')?.textContent.trim(),
      links: [...document.querySelectorAll('main .not-found a')].map((a) => [
        a.textContent.trim(),
        a.getAttribute('href'),
      ]),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      theme: document.documentElement.dataset.theme,
    }),
    response?.status(),
  );
}

const cases = [
  ['/nope', 'fr'],
  ['/services/web-design', 'fr'],
  ['/nope.pdf', 'fr'],
  ['/en/nope', 'en'],
] as const;

describe('an address that leads nowhere', () => {
  it('answers 404 with the home page under a translated notice, noindex, in the visitor’s theme', async () => {
    const { page, errors } = await visitor.open();
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('theme', 'dark');
    });
    for (const [path, language] of cases) {
      const view = await notFoundView(page, await page.goto(url(path), { waitUntil: 'load' }));
      expect({ path, ...view }).toEqual({
        path,
        status: 404,
        lang: language,
        notice: expected[language].notice,
        hero: expected[language].hero,
        links: expected[language].links,
        robots: 'noindex',
        theme: 'dark',
      });
    }
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
    }
  });
});
