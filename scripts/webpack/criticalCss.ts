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
 * The stylesheet without the custom properties nothing reads. Bootstrap declares some two hundred (every
 * colour of its palette on `:root`, every setting of each component on the component), and Beasties keeps
 * a rule's declarations whole, so most of what a page's inlined CSS weighed was values no rule of that
 * page uses. A property counts as read when a `var()` of the stylesheet or of the page's `style`
 * attributes names it, directly or through another property that is read. Removing the rest changes
 * nothing on screen: an unread custom property has no effect, and the full stylesheet, which loads after
 * the first paint, still declares them all.
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
 * The stylesheet without what cannot matter before the full stylesheet arrives, right after the first
 * paint: hover states (of selectors that have other parts, only those parts stay), transitions (nothing
 * changes state before then), and the refinements of forced colours (the browser repaints every colour
 * itself meanwhile) and of reduced motion (only the app starts animations, and it checks that preference
 * first). The bytes they weighed let every page keep arriving in the first round trip with both themes.
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

export interface CriticalCssInput {
  readonly language: Language;
  readonly appHtml: string;
  /** The full stylesheets, by address. */
  readonly styles: readonly string[];
}

/**
 * The rules a page's markup uses, for its `<style>`: found by `inline` (Beasties, which inlines what a
 * document's linked stylesheets hold for it), then pruned (`dropRulesForLater`, `pruneCustomProperties`).
 * What only a browser without JavaScript shows (`<noscript>`) is left out: such a browser loads the full
 * stylesheet before painting, and every other never shows it.
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
  return pruneCustomProperties(dropRulesForLater(styles[0]?.textContent ?? ''), styleAttributes);
}
