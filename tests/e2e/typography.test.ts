import type { Page } from 'puppeteer';
import { pagePerRoute } from '../support/pagePerRoute';
import { isNotFound } from '../../src/app/routes';
import { pageOf } from '../../src/app/sitePages';
import { isLanguage } from '../../src/i18n/languages';
import { breakableBeforeSign, typographyFaults } from '../support/typography';
import { overflowingElements } from '../support/browser/layout';
import { url, visit, Visitor } from '../support/browser/pages';

/** One page of each route: a route with a page per project is visited at its first project's. */
const pagePaths = pagePerRoute.map((page) => page.path);

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

interface ShownText {
  /** Where the text is: its element, or its element and attribute. */
  where: string;
  text: string;
  /** The last character of the text shown before it, so a sign opening a text node is checked too. */
  before: string;
  language: string;
}

/**
 * Every text a reader or a search engine gets from the page as parsed: text nodes (the head's title
 * and any `<noscript>` content included) and the attributes that carry words.
 */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const texts: ShownText[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    let before = '';
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      // Code (an article's) is written as a program reads it, not set as prose.
      if (element === null || ['SCRIPT', 'STYLE'].includes(element.tagName) || text.trim() === '') continue;
      if (element.closest('code') !== null) continue;
      texts.push({ where: element.tagName.toLowerCase(), text, before, language: languageOf(element) });
      before = text.slice(-1);
    }
    const worded = ['alt', 'aria-label', 'placeholder', 'title'];
    for (const element of document.querySelectorAll(worded.map((name) => `[${name}]`).join(','))) {
      for (const name of worded) {
        const text = element.getAttribute(name);
        if (text === null) continue;
        texts.push({
          where: `${element.tagName.toLowerCase()}[${name}]`,
          text,
          before: '',
          language: languageOf(element),
        });
      }
    }
    const described = [
      'description',
      'og:title',
      'og:description',
      'og:image:alt',
      'twitter:title',
      'twitter:description',
      'twitter:image:alt',
    ];
    for (const meta of document.querySelectorAll(
      described.map((key) => `meta[name="${key}"], meta[property="${key}"]`).join(','),
    )) {
      const key = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
      texts.push({
        where: `meta ${key}`,
        text: meta.getAttribute('content') ?? '',
        before: '',
        language: languageOf(meta),
      });
    }
    return texts;
  });
}

/**
 * Each `?`, `!`, `:`, `;` or `»` that the browser laid out at the start of a line: the character shown
 * before it (skipping spaces, in whichever text node) sits on an earlier line.
 */
function signsOpeningALine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxOf = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const box = range.getBoundingClientRect();
      return box.width === 0 && box.height === 0 ? null : box;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let previous: { node: Text; index: number } | null = null;
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) continue;
      if (element.closest('code') !== null) continue;
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const character = text[index] ?? '';
        if (/\s/.test(character)) continue;
        const box = boxOf(node as Text, index);
        if (box === null) continue;
        if ('?!:;»'.includes(character) && previous !== null) {
          const previousBox = boxOf(previous.node, previous.index);
          if (previousBox !== null && box.top >= previousBox.bottom - 1) {
            found.push(`"${text.slice(Math.max(0, index - 20), index + 10)}" in <${element.tagName.toLowerCase()}>`);
          }
        }
        previous = { node: node as Text, index };
      }
    }
    return found;
  });
}

describe('French typography on every French page', () => {
  it.each(pagePaths)(
    '%s as prerendered: no sign after a breaking space, every text by its language’s rules',
    async (route) => {
      const { page } = await visitor.open({ viewport: 'narrow' });
      await page.setJavaScriptEnabled(false);
      const response = await page.goto(url(route), { waitUntil: 'load' });
      expect(response?.status()).toBe(isNotFound(pageOf(route, 'fr').route) ? 404 : 200);
      expect(await page.$eval('html', (html) => html.lang)).toBe('fr');

      const texts = await shownTexts(page);
      expect(texts.filter((text) => text.where === 'title')).toHaveLength(1);
      expect(texts.filter((text) => text.language === 'fr').length).toBeGreaterThan(20);
      const breakable = texts.flatMap(({ where, text, before }) =>
        breakableBeforeSign(`${before}${text}`).map((fault) => `${where}: ${fault}`),
      );
      expect(breakable).toEqual([]);
      const faults = texts.flatMap(({ where, text, language }) =>
        isLanguage(language)
          ? typographyFaults[language](text).map((fault) => `${where}: ${fault}`)
          : [`${where}: no language`],
      );
      expect(faults).toEqual([]);
    },
  );

  // The page's one load at 320 px also holds the layout's checks at that width (once in home and shell.test).
  it.each(pagePaths)(
    '%s at 320 px: no line starts with ? ! : ; or », nothing is wider than the screen, margins of 20 px',
    async (route) => {
      const { page, errors } = await visitor.open({ viewport: 'narrow' });
      await visit(page, route);
      expect(await signsOpeningALine(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await overflowingElements(page)).toEqual([]);
      const margins = await page.$$eval('main .container', (containers) => [
        ...new Set(containers.map((container) => getComputedStyle(container).paddingInline)),
      ]);
      expect(margins).toEqual(['20px']);
      expect(errors).toEqual([]);
    },
  );
});
