import type { HTTPResponse, Page } from 'puppeteer';
import type { Language } from '../../../src/i18n/languages';
import { waitForApp } from './pages';

/** What the not-found page shows in each language, and what its search finds. */
export const expected = {
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
export async function notFoundView(page: Page, response: HTTPResponse | null) {
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
export async function searchTheWork(page: Page, language: Language) {
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

/** Addresses that lead nowhere, and the language of their not-found page. */
export const cases = [
  ['/nope', 'fr'],
  ['/services/web-design', 'fr'],
  ['/nope.pdf', 'fr'],
  // A slug no project file has is any unknown address, in the app as on the server.
  ['/projects/nope', 'fr'],
  ['/en/nope', 'en'],
  ['/en/projects/nope', 'en'],
] as const;
