import type { Page } from 'puppeteer';
import { localizedPath } from '../../src/i18n/languagePaths';
import { AxePuppeteer } from '@axe-core/puppeteer';
import { emulate, settled } from '../support/browser/axe';
import { headingText, url, visit, Visitor, waitForApp } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const copy = {
  fr: {
    browser: ['fr-FR', 'fr'],
    h1: 'Nos projets',
    search: 'Rechercher un projet',
    count: (n: number) => (n < 2 ? `${n} projet` : `${n} projets`),
    home: 'Nous donnons forme à vos idées numériques',
    dexTitle: 'Plateforme d’échange décentralisée',
    aiTitle: 'Tableau de bord analytique propulsé par l’IA',
    viewAi: 'Voir le projet\u00a0: Tableau de bord analytique propulsé par l’IA',
    empty: 'Aucun projet ne correspond à votre recherche.',
    clear: 'Effacer les filtres',
    word: 'analytique',
  },
  en: {
    browser: ['en-US', 'en'],
    h1: 'Our projects',
    search: 'Search projects',
    count: (n: number) => (n === 1 ? `${n} project` : `${n} projects`),
    home: 'We shape your digital ideas',
    dexTitle: 'Decentralised exchange platform',
    aiTitle: 'AI-powered analytics dashboard',
    viewAi: 'View project: AI-powered analytics dashboard',
    empty: 'No project matches your search.',
    clear: 'Clear filters',
    word: 'analytics',
  },
} as const;

const searchBox = (name: string) => `::-p-aria([name="${name}"][role="searchbox"])`;
const categorySelect = 'main select[name="category"]';

const cardTitles = (page: Page) => page.$$eval('main article h2', (titles) => titles.map((title) => title.textContent));
const resultCount = (page: Page) => page.$eval('main p[role="status"]', (status) => status.textContent);
const address = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};

/**
 * The violations of every axe rule (best practices too) within `include`, under reduced motion as the tours' checks
 * run, once no animation or transition runs.
 */
async function axeViolations(page: Page, include: string): Promise<string[]> {
  // A card entering, or under the pointer after a click, is mid-fade: its colours are not yet what a visitor reads.
  // Waiting is not enough: Chrome moves the hover onto the card now under the pointer a frame or more after the list
  // re-renders, so its fade can start after the wait; reduced motion makes every fade end at once.
  await emulate(page, 'light');
  await settled(page);
  const results = await new AxePuppeteer(page).include(include).analyze();
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function waitForCount(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('main p[role="status"]')?.textContent === expected,
    {},
    text,
  );
}

describe.each(['fr', 'en'] as const)('the projects page in %s', (language) => {
  const text = copy[language];
  // An English browser is sent to the English page, under /en/, before the filters add their own.
  const projectsAt = (filters: string) =>
    `${localizedPath('/projects', language)}${filters === '' ? '' : `?${filters}`}`;
  const consultation = localizedPath('/consultation', language);

  it('filters as the visitor types and chooses a category, and keeps the filters on reload and back', async () => {
    const { page, errors } = await visitor.open({ languages: [...text.browser] });
    await visit(page, '/projects');
    expect(await headingText(page)).toBe(text.h1);
    expect(await resultCount(page)).toBe(text.count(6));

    await page.locator(searchBox(text.search)).fill('react');
    await waitForCount(page, text.count(4));
    expect(address(page)).toBe(projectsAt('q=react'));

    await page.select(categorySelect, 'blockchain');
    await waitForCount(page, text.count(1));
    expect(await cardTitles(page)).toEqual([text.dexTitle]);
    expect(address(page)).toBe(projectsAt('q=react&category=blockchain'));

    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await waitForCount(page, text.count(1));
    expect(await page.$eval(categorySelect, (select) => select.value)).toBe('blockchain');
    expect(await page.$eval('main input[type="search"]', (input) => input.value)).toBe('react');

    await page.goBack();
    await waitForCount(page, text.count(4));
    expect(address(page)).toBe(projectsAt('q=react'));
    expect(await page.$eval(categorySelect, (select) => select.value)).toBe('all');

    await page.click('a.site-brand');
    await page.waitForFunction((home) => document.querySelector('main h1')?.textContent === home, {}, text.home);
    await page.goBack();
    await waitForCount(page, text.count(4));
    expect(await page.$eval('main input[type="search"]', (input) => input.value)).toBe('react');
    expect(errors).toEqual([]);
  });

  it('leads from a card to its case study, whose call to action leads to the consultation', async () => {
    const { page, errors } = await visitor.open({ languages: [...text.browser] });
    await visit(page, '/projects');
    await page.locator(`::-p-aria([name="${text.viewAi}"][role="link"])`).click();
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, text.aiTitle);
    // The case study's text arrives from its own chunk.
    await page.waitForSelector('main .case-study__figures');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('TensorFlow');
    // The consultation page is loaded as a document of its own: only its CSP allows the booking widget.
    await Promise.all([page.waitForNavigation(), page.click(`main a[href="${consultation}"]`)]);
    expect(new URL(page.url()).pathname).toBe(consultation);
    await waitForApp(page);
    expect(errors).toEqual([]);
  });

  it('says when nothing matches and clears the filters, then searches the titles of its own language', async () => {
    const { page } = await visitor.open({ languages: [...text.browser] });
    await visit(page, '/projects?category=ai');
    await page.locator(searchBox(text.search)).fill('zzz');
    await waitForCount(page, text.count(0));
    expect(await page.$eval('main .projects-empty h2', (heading) => heading.textContent)).toBe(text.empty);
    // The empty state: axe's every rule (best practices too) on what the tours never see.
    if (language === 'fr') expect(await axeViolations(page, 'main')).toEqual([]);

    await page.locator(`::-p-aria([name="${text.clear}"][role="button"])`).click();
    await waitForCount(page, text.count(6));
    expect(address(page)).toBe(projectsAt(''));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    if (language === 'fr') {
      // The grid, once its first photo shows (the tours run the WCAG rules on it at both widths).
      await page.waitForFunction(() => {
        const photo = document.querySelector<HTMLImageElement>('main article img');
        return photo !== null && photo.complete && photo.naturalWidth > 0;
      });
      expect(await axeViolations(page, 'main')).toEqual([]);
    }

    // The whole list again: a word of one title, in capitals.
    await page.locator(searchBox(text.search)).fill(text.word.toUpperCase());
    await waitForCount(page, text.count(1));
    expect(await cardTitles(page)).toEqual([text.aiTitle]);
  });
});

describe('shared addresses', () => {
  it('leads an old shared address with ?lng=en to the English page, its filters kept', async () => {
    const { page, errors } = await visitor.open();
    await visit(page, '/projects?lng=en&q=TENSOR&category=ai');
    await waitForCount(page, '1 project');
    expect(address(page)).toBe('/en/projects?q=TENSOR&category=ai');
    expect(await cardTitles(page)).toEqual([copy.en.aiTitle]);

    await page.select(categorySelect, 'all');
    await waitForCount(page, '1 project');
    expect(address(page)).toBe('/en/projects?q=TENSOR');
    expect(errors).toEqual([]);
  });

  it('applies a shared French address', async () => {
    const { page } = await visitor.open({ languages: ['en-US'] });
    await visit(page, '/projects?lng=fr&q=solidity&category=blockchain');
    await waitForCount(page, '1 projet');
    expect(await cardTitles(page)).toEqual([copy.fr.dexTitle]);
  });

  it('falls back to every category for an unknown one, without an error', async () => {
    const { page, errors } = await visitor.open();
    await visit(page, '/projects?category=spaceships');
    await waitForCount(page, '6 projets');
    expect(await page.$eval(categorySelect, (select) => select.value)).toBe('all');
    expect(errors).toEqual([]);
  });

  it('brings the project named by the fragment into view and focus', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await page.goto(url('/projects#project-6'), { waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForFunction(() => document.activeElement?.id === 'project-6');
    await page.waitForFunction(() => {
      const top = document.getElementById('project-6')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
  });
});
