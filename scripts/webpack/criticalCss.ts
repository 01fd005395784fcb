import postcss, { type AtRule, type Declaration } from 'postcss';

// What PrerenderPlugin does to the critical CSS Beasties inlined, apart from the plugin so it can be tested
// without webpack.

const NAME = 'PrerenderPlugin';
const inlineStyle = /<style>([\s\S]*?)<\/style>/g;
const customPropertyReference = /var\(\s*(--[\w-]+)/g;

const conditionalAtRules = new Set(['media', 'supports', 'container']);
const noscriptContent = /(<noscript>)([\s\S]*?)(<\/noscript>)/g;
const noscriptMark = (index: number) => `<!--noscript ${String(index)}-->`;

const referencesIn = (text: string): string[] =>
  [...text.matchAll(customPropertyReference)].map((match) => match[1] ?? '');

/**
 * The stylesheet without the custom properties nothing reads. Bootstrap declares some two hundred (every
 * colour of its palette on `:root`, every setting of each component on the component), and Beasties keeps
 * a rule's declarations whole, so most of what a page's inlined CSS weighed was values no rule of that
 * page uses. A property counts as read when a `var()` of the stylesheet or of `markup` (inline `style`
 * attributes) names it, directly or through another property that is read. Removing the rest changes
 * nothing on screen: an unread custom property has no effect, and the full stylesheet, which loads after
 * the first paint, still declares them all.
 */
export function pruneCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const custom: Declaration[] = [];
  const read = new Set(referencesIn(markup));
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

/**
 * The page with its inlined stylesheet pruned (see `dropRulesForLater` and `pruneCustomProperties`). Beasties merges what it
 * inlines into one `<style>` element; a page with none, or with more, is not what this build makes.
 */
export function pruneInlinedCss(html: string): string {
  const styles = [...html.matchAll(inlineStyle)];
  if (styles.length !== 1) throw new Error(`${NAME}: expected one inlined stylesheet, found ${String(styles.length)}`);
  const markup = html.replace(inlineStyle, '');
  return html.replace(
    inlineStyle,
    (_tag, css: string) => `<style>${pruneCustomProperties(dropRulesForLater(css), markup)}</style>`,
  );
}

/**
 * The page with the content of its `<noscript>` elements set aside, and what puts it back once Beasties is
 * done. What only a browser without JavaScript shows needs no inlined rules: such a browser loads the
 * full stylesheet before painting (the page's own `<noscript>` link), and every other browser never
 * shows it.
 */
export function setAsideNoscript(html: string): { html: string; restore: (processed: string) => string } {
  const contents: string[] = [];
  const marked = html.replace(noscriptContent, (_element, open: string, content: string, close: string) => {
    contents.push(content);
    return `${open}${noscriptMark(contents.length - 1)}${close}`;
  });
  return {
    html: marked,
    restore: (processed) =>
      contents.reduce((page, content, index) => {
        const mark = noscriptMark(index);
        if (!page.includes(mark)) throw new Error(`${NAME}: a <noscript> element was lost while inlining CSS`);
        return page.replace(mark, () => content);
      }, processed),
  };
}

/**
 * The page with its critical CSS inlined by `inline` (Beasties), every step of it in order: `<noscript>`
 * content set aside (see `setAsideNoscript`), Beasties' own marker removed once it is done, and the
 * unread custom properties pruned (see `pruneInlinedCss`).
 */
export async function inlineCriticalCss(html: string, inline: (html: string) => Promise<string>): Promise<string> {
  const noscript = setAsideNoscript(html);
  const inlined = noscript.restore(await inline(noscript.html));
  return pruneInlinedCss(inlined.replace(' data-beasties-container', ''));
}
