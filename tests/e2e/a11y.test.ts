import postcss, { type AtRule, type Rule } from 'postcss';
import { url } from '../support/browser/pages';

/**
 * Every page's accessibility checks (axe in both themes, the keyboard walk) and those of the states reached on
 * them run on the tour of every page (tests/support/browser/tour.ts). The dark theme runs axe's colour rules
 * there, on the markup the light theme was checked on: sound only while the dark theme changes colours and
 * nothing else, which this file holds the served stylesheets to.
 */

/** A colour, an `r,g,b` triple (Bootstrap's `-rgb` variables), an inline SVG image or a colour filter. */
const colourValue =
  /^(#[\da-f]{3,8}|(rgba?|hsla?)\([\d.,%\s]+\)|white|black|transparent|\d{1,3},\d{1,3},\d{1,3}|url\("data:image\/svg\+xml[^"]*"\)|((invert|grayscale|brightness)\([\d.%]+\)\s*)+)$/i;

const darkSchemeMedia = (rule: Rule) =>
  rule.parent?.type === 'atrule' && (rule.parent as AtRule).params.includes('prefers-color-scheme');

async function servedStyles(): Promise<string[]> {
  const html = await (await fetch(url('/'))).text();
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
  expect(linked.length).toBeGreaterThan(0);
  const files = await Promise.all(linked.map(async (href) => (await fetch(url(href))).text()));
  return [...inline, ...files];
}

it('the dark theme sets colours only: colour-valued custom properties and color-scheme, nothing that moves, hides or names an element', async () => {
  const found: string[] = [];
  let darkRules = 0;
  for (const css of await servedStyles()) {
    postcss.parse(css).walkRules((rule) => {
      if (!darkSchemeMedia(rule) && !/\[data-theme=["']?dark/.test(rule.selector)) return;
      darkRules += 1;
      rule.walkDecls(({ prop, value }) => {
        if (prop === 'color-scheme' || (prop.startsWith('--') && colourValue.test(value.trim()))) return;
        found.push(`${rule.selector} { ${prop}: ${value} }`);
      });
    });
  }
  expect(darkRules).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
