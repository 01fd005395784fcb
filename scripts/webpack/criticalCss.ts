import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Declaration } from 'postcss';
import type { Language } from '../../src/i18n/languages';
import { stylesheets } from './pageDocument';

// The critical CSS of a page, apart from PrerenderPlugin so it can be tested without webpack.

const customPropertyReference = /var\(\s*(--[\w-]+)/g;
const conditionalAtRules = new Set(['media', 'supports', 'container']);

const referencesIn = (text: string): string[] =>
  [...text.matchAll(customPropertyReference)].map((match) => match[1] ?? '');

/**
 * The stylesheet without the custom properties nothing reads (Bootstrap declares some two hundred): an unread one
 * has no effect, and the full stylesheet, loaded after the first paint, still declares them all.
 */
export function pruneCustomProperties(css: string, styleAttributes: readonly string[]): string {
  const root = postcss.parse(css);
  const custom: Declaration[] = [];
  const read = new Set(styleAttributes.flatMap(referencesIn));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) custom.push(declaration);
    else for (const name of referencesIn(declaration.value)) read.add(name);
  });
  // Properties read through other properties: follow the chain until it adds no name.
  let pending = custom;
  for (;;) {
    const added = pending.filter((declaration) => read.has(declaration.prop));
    if (added.length === 0) break;
    pending = pending.filter((declaration) => !read.has(declaration.prop));
    for (const declaration of added) for (const name of referencesIn(declaration.value)) read.add(name);
  }
  for (const declaration of pending) declaration.remove();
  // A rule left empty is dropped, then a condition (`@media`, …) that only held such rules. (Not an empty
  // `@layer`, which still sets the order of layers.)
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      const droppable = node.type === 'rule' || (node.type === 'atrule' && conditionalAtRules.has(node.name));
      if (droppable && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

const laterConditions = /forced-colors|prefers-reduced-motion:\s*reduce/;

/**
 * Drops what cannot matter before the full stylesheet arrives after the first paint (hover, transitions, forced
 * colours and reduced-motion refinements), so every page keeps arriving in the first round trip.
 */
export function dropRulesForLater(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (rule) => {
    if (laterConditions.test(rule.params)) rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => !selector.includes(':hover'));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls(/^transition/, (declaration) => {
    declaration.remove();
  });
  root.walk((node) => {
    if (node.type === 'rule' && node.nodes.length === 0) node.remove();
  });
  return root.toString();
}

/** The family of the headings (`$font-family-display`), the hero's title among them: the largest text painted. */
export const DISPLAY_FAMILY = 'Instrument Serif';

/**
 * Keeps the display face's rule and drops the text face's: that file is then asked for with the full stylesheet,
 * after the first paint, and no longer shares the first round trips with the first image. The text swaps onto
 * its metric-matched fallback (a local face, whose rule stays) without a shift.
 */
export function textFaceForLater(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    const value = (prop: string) =>
      rule.nodes?.find((node): node is Declaration => node.type === 'decl' && node.prop === prop)?.value ?? '';
    const family = value('font-family').replace(/["']/g, '').trim();
    if (value('src').includes('url(') && family !== DISPLAY_FAMILY) rule.remove();
  });
  return root.toString();
}

export interface CriticalCssInput {
  readonly language: Language;
  readonly appHtml: string;
  /** The full stylesheets, by address. */
  readonly styles: readonly string[];
}

/**
 * The rules a page's markup uses, for its `<style>`: found by `inline` (Beasties, which inlines what a document's
 * linked stylesheets hold for it), then pruned (`textFaceForLater`, `dropRulesForLater`, `pruneCustomProperties`).
 */
export async function criticalCss(page: CriticalCssInput, inline: (html: string) => Promise<string>): Promise<string> {
  const input = new JSDOM(
    `<!doctype html><html lang="${page.language}"><head>${stylesheets(page.styles)}</head><body><div id="root">${page.appHtml}</div></body></html>`,
  ).window.document;
  for (const element of input.querySelectorAll('noscript')) element.remove();
  const styleAttributes = [...input.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '');

  const output = new JSDOM(await inline(`<!doctype html>${input.documentElement.outerHTML}`)).window.document;
  const styles = output.querySelectorAll('style');
  // Beasties merges what it inlines into one element.
  if (styles.length !== 1)
    throw new Error(`criticalCss: expected one inlined stylesheet, found ${String(styles.length)}`);
  return pruneCustomProperties(dropRulesForLater(textFaceForLater(styles[0]?.textContent ?? '')), styleAttributes);
}
