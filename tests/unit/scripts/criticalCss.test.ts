/**
 * @jest-environment node
 */
import {
  dropRulesForLater,
  inlineCriticalCss,
  pruneCustomProperties,
  pruneInlinedCss,
  setAsideNoscript,
} from '../../../scripts/webpack/criticalCss';

describe('pruneCustomProperties', () => {
  it('drops the custom properties nothing reads and keeps every other declaration', () => {
    const css = ':root{--used:red;--unused:blue;--bs-gutter:1rem}a{color:var(--used);margin:0}';
    expect(pruneCustomProperties(css, '')).toBe(':root{--used:red}a{color:var(--used);margin:0}');
  });

  it('keeps a property read through another one, however long the chain', () => {
    const css = ':root{--a:1px;--b:var(--a);--c:var(--b);--d:var(--unknown)}p{border-width:var(--c)}';
    expect(pruneCustomProperties(css, '')).toBe(':root{--a:1px;--b:var(--a);--c:var(--b)}p{border-width:var(--c)}');
  });

  it('keeps a property read only by a fallback', () => {
    const css = ':root{--fallback:2px;--other:3px}p{padding:var(--missing,var(--fallback))}';
    expect(pruneCustomProperties(css, '')).toBe(':root{--fallback:2px}p{padding:var(--missing,var(--fallback))}');
  });

  it('keeps a property the markup reads in a style attribute', () => {
    const css = ':root{--accent:#5b3df5;--spare:0}';
    expect(pruneCustomProperties(css, '<p style="color:var(--accent)">Hi</p>')).toBe(':root{--accent:#5b3df5}');
  });

  it('removes a whole value with semicolons in it (a data URI), not up to its first semicolon', () => {
    const icon = `url("data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")`;
    const css = `.navbar{--bs-navbar-toggler-icon-bg:${icon};--bs-navbar-color:#111;display:flex;color:var(--bs-navbar-color)}`;
    expect(pruneCustomProperties(css, '')).toBe(
      '.navbar{--bs-navbar-color:#111;display:flex;color:var(--bs-navbar-color)}',
    );
  });

  it('drops a rule left empty, and the media query that held only such rules', () => {
    const css = '.row{--bs-gutter-x:1.5rem}@media(min-width:992px){.row{--bs-gutter-y:0}}p{margin:0}';
    expect(pruneCustomProperties(css, '')).toBe('p{margin:0}');
  });

  it('keeps an empty @layer, which still orders the layers', () => {
    const css = '@layer base{.row{--unused:1}}@layer base,theme;p{margin:0}';
    expect(pruneCustomProperties(css, '')).toBe('@layer base{}@layer base,theme;p{margin:0}');
  });

  it('leaves a stylesheet without custom properties as it was', () => {
    const css = '@media(prefers-reduced-motion:reduce){*{animation:none!important}}body{margin:0}';
    expect(pruneCustomProperties(css, '')).toBe(css);
  });
});

describe('dropRulesForLater', () => {
  it('drops hover states, keeping the other selectors of a rule', () => {
    const css = 'a:hover{color:red}.btn:hover,.btn.active{color:blue}.btn{color:green}';
    expect(dropRulesForLater(css)).toBe('.btn.active{color:blue}.btn{color:green}');
  });

  it('drops transitions and keeps the rest of the rule, and keyframes whole', () => {
    const css = '.bar{transition:width .4s;transition-delay:1s;width:25%}@keyframes in{from{opacity:0}to{opacity:1}}';
    expect(dropRulesForLater(css)).toBe('.bar{width:25%}@keyframes in{from{opacity:0}to{opacity:1}}');
  });

  it('drops the forced-colours and reduced-motion refinements, not the other conditions', () => {
    const css =
      '@media (forced-colors:active){.btn{border:1px solid CanvasText}}' +
      '@media (prefers-reduced-motion:reduce),print{.reveal{animation:none}}' +
      '@media (prefers-reduced-motion:no-preference){:root{scroll-behavior:smooth}}' +
      '@media (prefers-color-scheme:dark){:root{--surface:#1d1a38}}';
    expect(dropRulesForLater(css)).toBe(
      '@media (prefers-reduced-motion:no-preference){:root{scroll-behavior:smooth}}' +
        '@media (prefers-color-scheme:dark){:root{--surface:#1d1a38}}',
    );
  });

  it('leaves a media query that held only hover states empty for the pruning to remove', () => {
    const css = '@media (hover:hover){.card:hover{transform:none}}p{margin:0}';
    expect(pruneCustomProperties(dropRulesForLater(css), '')).toBe('p{margin:0}');
  });
});

describe('pruneInlinedCss', () => {
  it("prunes the page's one inlined stylesheet against the page's own markup", () => {
    const html =
      '<html><head><style>:root{--a:1;--b:2;--c:3}p{order:var(--a)}</style></head>' +
      '<body><p style="z-index:var(--b)">Hi</p></body></html>';
    expect(pruneInlinedCss(html)).toBe(
      '<html><head><style>:root{--a:1;--b:2}p{order:var(--a)}</style></head>' +
        '<body><p style="z-index:var(--b)">Hi</p></body></html>',
    );
  });

  it('refuses a page with no inlined stylesheet, or more than one: Beasties merges them into one', () => {
    expect(() => pruneInlinedCss('<html><head></head></html>')).toThrow(/expected one inlined stylesheet, found 0/);
    expect(() => pruneInlinedCss('<style>a{}</style><style>b{}</style>')).toThrow(/found 2/);
  });
});

describe('setAsideNoscript', () => {
  const page =
    '<head><noscript><link rel=icon href=/i.png></noscript></head><body><main><img src=a.jpg>' +
    '<noscript><img class="late" src="b.jpg"></noscript></main><noscript><p class="note">$& $1</p></noscript></body>';

  it('hides what only a browser without JavaScript shows, and puts it back as it was', () => {
    const { html, restore } = setAsideNoscript(page);
    expect(html).not.toMatch(/late|note|i\.png/);
    expect(html).toContain('<noscript><!--noscript 1--></noscript>');
    // As Beasties would: something added to <head>, the rest untouched.
    const processed = html.replace('<head>', '<head><style>img{display:block}</style>');
    expect(restore(processed)).toBe(page.replace('<head>', '<head><style>img{display:block}</style>'));
  });

  it('fails rather than lose an element', () => {
    const { html, restore } = setAsideNoscript(page);
    expect(() => restore(html.replace('<!--noscript 2-->', ''))).toThrow(/<noscript> element was lost/);
  });
});

describe('inlineCriticalCss', () => {
  it('inlines with <noscript> content out of sight, then drops the marker and the unread properties', async () => {
    const page = '<head></head><body><p>Hi</p><noscript><p class="note">No script</p></noscript></body>';
    const seen: string[] = [];
    const html = await inlineCriticalCss(page, (document) => {
      seen.push(document);
      return Promise.resolve(
        document.replace('<head>', '<head><style data-beasties-container>:root{--a:1;--b:2}p{order:var(--a)}</style>'),
      );
    });
    expect(seen[0]).not.toContain('note');
    expect(html).toBe(
      '<head><style>:root{--a:1}p{order:var(--a)}</style></head>' +
        '<body><p>Hi</p><noscript><p class="note">No script</p></noscript></body>',
    );
  });
});
