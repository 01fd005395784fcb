import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'puppeteer';
import { caseStudyOf } from '../../scripts/content/projects';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { readSiteConfig } from '../../src/config/siteConfig';
import { localizedPath } from '../../src/i18n/languagePaths';
import { languages, type Language } from '../../src/i18n/languages';
import { url, visit, Visitor } from '../support/browser/pages';
import { pageScriptsText } from '../support/build';
import { caseStudyPages, challengeSentence, projects } from '../support/caseStudyPages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const site = readSiteConfig(pickSiteEnv(process.env));
const dist = path.resolve('dist');
const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };

const pages = caseStudyPages;

describe('every case study, as the server sends it, without JavaScript', () => {
  it.each(pages.map((page) => [page.address, page] as const))(
    '%s: 200, its content, metadata and JSON-LD',
    async (address, { project, language, copy, text }) => {
      const response = await fetch(url(address), { headers: { 'Accept-Language': language } });
      expect(response.status).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      const meta = (key: string) =>
        document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      const main = document.querySelector('main');

      expect(document.documentElement.lang).toBe(language);
      expect(main?.querySelector('h1')?.textContent).toBe(copy.title);
      const mainText = main?.textContent ?? '';
      for (const shown of [copy.description, challengeSentence(text), text.sector, text.figures[0]?.label ?? ''])
        expect(mainText).toContain(shown);
      if (text.quote) expect(mainText).toContain(text.quote.text);
      expect([...(main?.querySelectorAll('h2') ?? [])].map((h2) => h2.textContent)).toHaveLength(6);
      // The way to start a project: the wizard in the page's language, loaded as a document of its own.
      expect(main?.querySelector('.case-study__cta a')?.getAttribute('href')).toBe(
        localizedPath('/consultation', language),
      );

      const canonical = `${site.publicOrigin}${address}`;
      expect(document.title).toBe(
        language === 'fr' ? `${copy.title}, étude de cas | Studio Nova` : `${copy.title}: case study | Studio Nova`,
      );
      expect(meta('description')).toBe(copy.description);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      expect(
        [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['fr', `${site.publicOrigin}/projects/${project.card.slug}`],
        ['en', `${site.publicOrigin}/en/projects/${project.card.slug}`],
        ['x-default', `${site.publicOrigin}/projects/${project.card.slug}`],
      ]);
      expect(meta('og:type')).toBe('article');
      expect(meta('og:image')).toBe(`${site.publicOrigin}/share/${project.card.slug}-${language}.jpg`);

      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent) as Record<string, unknown>,
      );
      expect(jsonLd).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: copy.title,
          description: copy.description,
          url: canonical,
          inLanguage: language,
          dateCreated: String(project.card.year),
          creator: expect.objectContaining({ '@type': 'Organization', name: site.agencyName }) as unknown,
        }),
      ]);
    },
  );

  it('is in the sitemap, in both languages', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    for (const { address } of pages) expect(sitemap).toContain(`<loc>${site.publicOrigin}${address}</loc>`);
  });

  it('answers an unknown project as any unknown address (the catch-all home page until the not-found page)', async () => {
    for (const [address, elsewhere] of [
      ['/projects/nope', '/nope'],
      ['/en/projects/nope', '/en/nope'],
    ] as const) {
      const [unknownSlug, unknownPath] = await Promise.all([fetch(url(address)), fetch(url(elsewhere))]);
      expect(unknownSlug.status).toBe(unknownPath.status);
      expect(await unknownSlug.text()).toBe(await unknownPath.text());
    }
  });
});

describe('the case studies’ text in the JavaScript', () => {
  const sentences = projects.map((project) => challengeSentence(caseStudyOf(project).en));

  it('is never in what / and /projects load, only in each case study’s own page', () => {
    const listPages = ['index.html', 'projects.html', 'en/index.html', 'en/projects.html'].map(pageScriptsText);
    for (const [index, sentence] of sentences.entries()) {
      expect(sentence.length).toBeGreaterThan(30);
      for (const scripts of listPages) expect(scripts).not.toContain(sentence);
      const own = pageScriptsText(`en/projects/${projects[index]?.card.slug ?? ''}.html`);
      expect(own).toContain(sentence);
      // And no other case study's text comes with it.
      for (const other of sentences.filter((_, otherIndex) => otherIndex !== index)) expect(own).not.toContain(other);
    }
  });

  it('reaches the browser as data: no Markdown, YAML or schema library is in any script', () => {
    const scripts = readdirSync(path.join(dist, 'assets/js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dist, 'assets/js', name), 'utf8'));
    scripts.push(readFileSync(path.join(dist, 'service-worker.js'), 'utf8'));
    // Strings each library carries in its own code (yaml's error class, marked's error text, zod's).
    for (const signature of ['YAMLParseError', 'Please report this to https://github.com/markedjs', 'ZodError'])
      expect(scripts.filter((script) => script.includes(signature))).toEqual([]);
  });
});

async function cardLinks(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe.each(languages)('reaching the case studies in %s', (language) => {
  const at = (address: string) => localizedPath(address, language);
  const slugs = projects.map((project) => project.card.slug);

  it('leads from every card of the home page and of the list, and Back returns to the filtered list', async () => {
    // A phone: the list is one column, so the third card is screens below the top.
    const { page, errors } = await visitor.open({ languages: browserLanguages[language], viewport: 'phone' });
    await visit(page, at('/'));
    // The flagship, then the strip of the four after it.
    expect(await cardLinks(page, 'main .flagship a')).toEqual([at(`/projects/${slugs[0] ?? ''}`)]);
    expect(await cardLinks(page, 'main .strip__link')).toEqual(
      slugs.slice(1, 5).map((slug) => at(`/projects/${slug}`)),
    );
    await page.locator('main .strip__link').click();
    await page.waitForFunction(
      (title) => document.querySelector('main h1')?.textContent === title,
      {},
      projects[1]?.copy[language].title,
    );
    expect(new URL(page.url()).pathname).toBe(at(`/projects/${slugs[1] ?? ''}`));

    await visit(page, `${at('/projects')}?q=react`);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 4);
    const filtered = await cardLinks(page, 'main article a');
    expect(filtered).toEqual(['kalma', 'vitalis', 'halles-nouvelles', 'lumen'].map((slug) => at(`/projects/${slug}`)));
    await page.locator('main li:nth-child(3) article a').click();
    const third = projects.find((project) => project.card.slug === 'halles-nouvelles');
    await page.waitForFunction(
      (title) => document.querySelector('main h1')?.textContent === title,
      {},
      third?.copy[language].title,
    );
    await page.waitForSelector('main .case-study__figures');

    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 4);
    // Back where the visitor left the list: the link they pressed is on screen again.
    await page.waitForFunction(() => {
      const box = document.querySelector('main li:nth-child(3) article a')?.getBoundingClientRect();
      return window.scrollY > 0 && box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${at('/projects')}?q=react`);
    expect(await page.$eval('main input[type="search"]', (input) => input.value)).toBe('react');
    expect(errors).toEqual([]);
  });
});
