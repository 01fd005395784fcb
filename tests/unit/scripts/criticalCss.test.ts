/**
 * @jest-environment node
 */
import {
  criticalCss,
  dropRulesForLater,
  pruneCustomProperties,
  textFaceForLater,
} from '../../../scripts/webpack/criticalCss';

describe('pruneCustomProperties', () => {
  it('drops the custom properties nothing reads and keeps every other declaration', () => {
    const css = ':root{--used:red;--unused:blue;--bs-gutter:1rem}a{color:var(--used);margin:0}';
    expect(pruneCustomProperties(css, [])).toBe(':root{--used:red}a{color:var(--used);margin:0}');
  });

  it('keeps a property read through another one, however long the chain', () => {
    const css = ':root{--a:1px;--b:var(--a);--c:var(--b);--d:var(--unknown)}p{border-width:var(--c)}';
    expect(pruneCustomProperties(css, [])).toBe(':root{--a:1px;--b:var(--a);--c:var(--b)}p{border-width:var(--c)}');
  });

  it('keeps a property read only by a fallback', () => {
    const css = ':root{--fallback:2px;--other:3px}p{padding:var(--missing,var(--fallback))}';
    expect(pruneCustomProperties(css, [])).toBe(':root{--fallback:2px}p{padding:var(--missing,var(--fallback))}');
  });

  it('keeps a property a style attribute of the page reads', () => {
    const css = ':root{--accent:#5b3df5;--spare:0}';
    expect(pruneCustomProperties(css, ['color:var(--accent)'])).toBe(':root{--accent:#5b3df5}');
  });

  it('removes a whole value with semicolons in it (a data URI), not up to its first semicolon', () => {
    const icon = `url("data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")`;
    const css = `.navbar{--bs-navbar-toggler-icon-bg:${icon};--bs-navbar-color:#111;display:flex;color:var(--bs-navbar-color)}`;
    expect(pruneCustomProperties(css, [])).toBe(
      '.navbar{--bs-navbar-color:#111;display:flex;color:var(--bs-navbar-color)}',
    );
  });

  it('drops a rule left empty, and the media query that held only such rules', () => {
    const css = '.row{--bs-gutter-x:1.5rem}@media(min-width:992px){.row{--bs-gutter-y:0}}p{margin:0}';
    expect(pruneCustomProperties(css, [])).toBe('p{margin:0}');
  });

  it('keeps an empty @layer, which still orders the layers', () => {
    const css = '@layer base{.row{--unused:1}}@layer base,theme;p{margin:0}';
    expect(pruneCustomProperties(css, [])).toBe('@layer base{}@layer base,theme;p{margin:0}');
  });

  it('leaves a stylesheet without custom properties as it was', () => {
    const css = '@media(prefers-reduced-motion:reduce){*{animation:none!important}}body{margin:0}';
    expect(pruneCustomProperties(css, [])).toBe(css);
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
    expect(pruneCustomProperties(dropRulesForLater(css), [])).toBe('p{margin:0}');
  });
});

describe('textFaceForLater', () => {
  const display = '@font-face{font-family:"Instrument Serif";src:url(/assets/fonts/serif.woff2) format("woff2")}';
  const text = "@font-face{font-family:'Instrument Sans';font-weight:400 700;src:url(/assets/fonts/sans.woff2)}";
  const fallback = '@font-face{font-family:Instrument Sans Fallback;size-adjust:102.4%;src:local("Arial")}';

  it('keeps the display face and the local fallbacks, and drops the text face’s download', () => {
    expect(textFaceForLater(`${display}${text}${fallback}body{font-family:"Instrument Sans"}`)).toBe(
      `${display}${fallback}body{font-family:"Instrument Sans"}`,
    );
  });

  it('leaves a stylesheet without faces as it was', () => {
    expect(textFaceForLater('p{margin:0}')).toBe('p{margin:0}');
  });
});

describe('criticalCss', () => {
  const page = {
    language: 'fr' as const,
    appHtml: '<p>Hi</p><span style="outline-color:var(--b)">x</span><noscript><img class="late"></noscript>',
    styles: ['/assets/main.css'],
  };
  /** What Beasties does to the document it is given: the rules its markup uses, in one `<style>`. */
  const inlining =
    (rules: string, seen: string[] = []) =>
    (html: string) => {
      seen.push(html);
      return Promise.resolve(html.replace('</head>', `<style>${rules}</style></head>`));
    };

  it('gives Beasties the page in its language with the stylesheet, without what only <noscript> shows', async () => {
    const seen: string[] = [];
    await criticalCss(page, inlining('p{margin:0}', seen));
    expect(seen).toEqual([
      '<!doctype html><html lang="fr"><head><link rel="stylesheet" href="/assets/main.css"></head>' +
        '<body><div id="root"><p>Hi</p><span style="outline-color:var(--b)">x</span></div></body></html>',
    ]);
  });

  it('prunes what Beasties kept: what can wait, and the properties neither rules nor style attributes read', async () => {
    const kept = ':root{--a:red;--b:blue;--unused:0}p{color:var(--a)}p:hover{color:navy}span{transition:color 1s}';
    await expect(criticalCss(page, inlining(kept))).resolves.toBe(':root{--a:red;--b:blue}p{color:var(--a)}');
  });

  it('refuses an inlining that left no stylesheet, or more than one', async () => {
    await expect(criticalCss(page, (html) => Promise.resolve(html))).rejects.toThrow(/found 0/);
    await expect(criticalCss(page, inlining('a{}</style><style>b{}'))).rejects.toThrow(/found 2/);
  });
});
