import type { Language } from '../../src/i18n/languages';
import { url, Visitor } from '../support/browser/pages';
import { cases, expected, notFoundView, searchTheWork } from '../support/browser/notFound';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

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
  // The same offline, from the service worker: pwa.test, in its installed profile.
});
