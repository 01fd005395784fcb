import contactFr from '../../src/i18n/locales/contact/fr';
import { localizedPath } from '../../src/i18n/languagePaths';
import { sitePages } from '../../src/app/sitePages';
import { isNotFound, pagesIn } from '../../src/app/routes';
import legalEn from '../../src/i18n/locales/legal/en';
import { fullDictionaries } from '../support/fullDictionaries';
import { pageText } from '../support/pageText';
import { recordConsole } from '../support/browser/console';
import { url, visit, Visitor, waitForApp, type Visit } from '../support/browser/pages';

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

const dictionaries = fullDictionaries;
const { fr, en } = dictionaries;

/** The text of an HTML fragment as a browser would show it, entities decoded, tags and spacing dropped. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the HTML of every page, before any script runs', () => {
  for (const language of ['fr', 'en'] as const) {
    for (const page of pagesIn(sitePages, language)) {
      it(`holds ${page.path} in ${language}: its language, heading and text`, async () => {
        const response = await fetch(url(localizedPath(page.path, language)));
        expect(response.status).toBe(isNotFound(page.route) ? 404 : 200);
        const html = await response.text();
        const { heading, text } = pageText(page, language);
        expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`, 'i'));
        const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
        expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '')).toBe(textOf(heading));
        expect(textOf(main)).toContain(textOf(text));
      });
    }
  }

  it('is readable with JavaScript disabled: headings, cards and footer shown, nothing hidden for an animation', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await page.setJavaScriptEnabled(false);
    for (const path of ['/', '/expertise'] as const) {
      await page.goto(url(path), { waitUntil: 'load' });
      const state = await page.evaluate(() => {
        const shown = (element: Element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return style.visibility === 'visible' && Number(style.opacity) === 1 && box.width > 0 && box.height > 0;
        };
        const cards = [...document.querySelectorAll('main .reveal')];
        return {
          heading: document.querySelector('main h1')?.textContent,
          sections: [...document.querySelectorAll('main h2')].filter(shown).length,
          cards: cards.length,
          hiddenCards: cards.filter((card) => !shown(card)).length,
          footer: shown(document.querySelector('footer') as Element),
        };
      });
      expect(state.heading).toBe(pageText({ route: path, path }, 'fr').heading);
      expect(state.sections).toBeGreaterThan(0);
      expect(state.cards).toBeGreaterThanOrEqual(4);
      expect(state.hiddenCards).toBe(0);
      expect(state.footer).toBe(true);
    }
  });
});

describe('images in a prerendered page', () => {
  /** The site's images: the projects' own and the stock photos' endpoint. */
  const isImage = (address: string) => address.startsWith(url('/assets/work/')) || address.startsWith(url('/img/'));
  /** An image without the width and format the browser picked from its candidates. */
  const imageOf = (address: string | undefined) =>
    new URL(address ?? '').pathname.replace(/-\d+\.(avif|webp)$/, '').replace(/\/\d+$/, '');

  it.each([
    ['/', 5],
    ['/projects', 5],
  ] as const)(
    '%s has the browser fetch only its first screen’s image before the app, the %i others after',
    async (path, later) => {
      const { page } = await visitor.open({ viewport: 'phone' });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // The image the HTML asks for at high priority.
      await page.evaluateOnNewDocument(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const priority = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
          Object.assign(window, { priorityImage: priority?.src });
        });
      });
      await visit(page, path);
      // Everything the first layout of the page asked for came before the app's scripts, which the page
      // script adds after the first paint.
      const firstScript = requests.findIndex((address) => address.includes('/assets/js/'));
      expect(firstScript).toBeGreaterThan(0);
      const early = requests.slice(0, firstScript).filter(isImage);
      expect(early).toHaveLength(1);
      const priorityImage = await page.evaluate(() => (window as unknown as { priorityImage?: string }).priorityImage);
      expect(imageOf(early[0])).toBe(imageOf(priorityImage));
      // Once the app runs, each other image is an image again, lazy: it loads as it nears the screen.
      await page.waitForFunction(() => document.querySelector('main noscript') === null);
      const frames = await page.$$eval('main .work-picture, main .stock-photo', (elements) =>
        elements.slice(1).map((frame) => {
          const image = frame.querySelector('img');
          if (image !== null) return image.loading;
          return frame.classList.contains('stock-photo--failed') ? 'failed' : 'no image';
        }),
      );
      expect(frames).toHaveLength(later);
      for (const frame of frames) expect(['lazy', 'failed']).toContain(frame);
    },
  );

  it('shows every image with JavaScript disabled', async () => {
    const { page } = await visitor.open({ viewport: 'phone' });
    await page.setJavaScriptEnabled(false);
    await page.goto(url('/projects'), { waitUntil: 'load' });
    const pictures = await page.$$eval('main .work-picture', (frames) =>
      frames.map((frame) => ({
        image: frame.querySelector('img')?.getAttribute('alt') ?? '',
        label: frame.getAttribute('aria-label'),
      })),
    );
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) expect(picture.image).not.toBe('');
    // The frames of later images carry the same name as their image, read once (an image's content is presentational).
    expect(pictures.slice(1).every((picture) => picture.label === picture.image)).toBe(true);
  });
});

describe('hydration', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`restores a saved wizard in ${language} after hydrating, without a mismatch`, async () => {
      const { page } = await visitor.open();
      const messages = recordConsole(page);
      await visit(page, localizedPath('/consultation', language));
      // Answer the first two questions: the draft is saved as the visitor goes.
      const budget = dictionaries[language].consultation.steps.budget.title;
      await page.locator('main .choice-card').click();
      await page.waitForFunction((title) => document.querySelector('main h2')?.textContent === title, {}, budget);
      await page.locator('main .choice-card').click();
      const timeline = dictionaries[language].consultation.steps.timeline.title;
      await page.waitForFunction((title) => document.querySelector('main h2')?.textContent === title, {}, timeline);
      await page.reload({ waitUntil: 'load' });
      await waitForApp(page);
      // The prerendered page shows the first question; the restored draft then moves on to the third.
      await page.waitForFunction((title) => document.querySelector('main h2')?.textContent === title, {}, timeline);
      expect(messages).toEqual([]);
    });

    it(`applies a filtered projects address in ${language} after hydrating, without a mismatch`, async () => {
      const { page } = await visitor.open();
      const messages = recordConsole(page);
      await visit(page, `${localizedPath('/projects', language)}?category=fintech`);
      await page.waitForFunction(() => document.querySelectorAll('main article h2').length === 1);
      const title = await page.$eval('main article h2', (h2) => h2.textContent.trim());
      expect(title).toBe({ fr: 'Application de banque mobile', en: 'Mobile banking app' }[language]);
      expect(messages).toEqual([]);
    });
  }
});

/** Records, across the documents of one tab, which ones painted content, and in what language. */
async function recordPaints({ page }: Visit): Promise<() => Promise<{ url: string; lang: string; fcp: boolean }[]>> {
  await page.evaluateOnNewDocument(() => {
    addEventListener('pagehide', () => {
      const log = JSON.parse(sessionStorage.getItem('paints') ?? '[]') as unknown[];
      const fcp = performance.getEntriesByName('first-contentful-paint').length > 0;
      log.push({ url: location.pathname + location.search, lang: document.documentElement.lang, fcp });
      sessionStorage.setItem('paints', JSON.stringify(log));
    });
  });
  return async () => {
    const earlier = await page.evaluate(() => sessionStorage.getItem('paints') ?? '[]');
    return JSON.parse(earlier) as { url: string; lang: string; fcp: boolean }[];
  };
}

describe('a visitor whose language the address does not say', () => {
  it('gets the English page at once when the browser prefers English, the French one never sent', async () => {
    const visit_ = await visitor.open({ languages: ['en-US', 'en'] });
    const { page } = visit_;
    const paints = await recordPaints(visit_);
    const messages = recordConsole(page);
    const response = await page.goto(url('/projects?category=ai#top'), { waitUntil: 'load' });
    // The server answered with the redirect: no French page reached the browser at all.
    expect(
      response
        ?.request()
        .redirectChain()
        .map((request) => request.response()?.status()),
    ).toEqual([302]);
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    expect(await page.evaluate(() => location.pathname + location.search + location.hash)).toBe(
      '/en/projects?category=ai#top',
    );
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(en.projects.title);
    // The server redirected before sending any French document.
    expect(await paints()).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('gets the language chosen earlier, and French when that is the choice', async () => {
    const { page } = await visitor.open({ languages: ['en-US'] });
    await visit(page, '/contact?lng=fr');
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(contactFr.hero.title);
    // Chosen French is remembered: the English browser is not sent to English any more.
    await page.goto(url('/legal'), { waitUntil: 'load' });
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/legal');
    expect(await page.$eval('html', (html) => html.lang)).toBe('fr');

    // A choice only local storage holds is the page script's to follow, before the first paint.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.evaluate(() => {
      document.cookie = 'i18next=; path=/; max-age=0';
    });
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR' });
    await page.goto(url('/legal'), { waitUntil: 'load' });
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/en/legal');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(legalEn.title);
  });

  it('gets English from the i18next cookie', async () => {
    const { page, context } = await visitor.open();
    await context.setCookie({ name: 'i18next', value: 'en', domain: new URL(url('/')).hostname, path: '/' });
    await visit(page, '/expertise');
    expect(new URL(page.url()).pathname).toBe('/en/expertise');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(en.expertise.title);
  });

  it('is led to French for an unsupported ?lng=, whatever the browser prefers', async () => {
    const { page } = await visitor.open({ languages: ['en-US'] });
    await visit(page, '/?lng=de');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    expect(await page.$eval('main h1', (h1) => h1.textContent)).toBe(fr.hero.title);
  });
});
