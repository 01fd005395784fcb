/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { inlineCode, pageDocument, type PageDocument } from '../../../scripts/webpack/pageDocument';

const assets = {
  scripts: ['/assets/js/runtime.1.js', '/assets/js/locale-en.5.js', '/assets/js/projects.6.js', '/assets/js/main.3.js'],
  styles: ['/assets/css/main.4.css'],
};

const mark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" fill="#5b3df5"/></svg>';

const prerendered: PageDocument = {
  language: 'en',
  url: '/en/projects',
  head: '<title>Our projects | Studio Nova</title><meta name="description" content="Our work">',
  appHtml: '<main id="main"><h1>Our Projects</h1></main>',
  assets,
  prerendered: { script: 'PAGE_SCRIPT()', criticalCss: 'h1{margin:0}', favicon: `${mark}\n` },
};

const parse = (html: string) => new JSDOM(html).window.document;

describe('a prerendered page from the document function', () => {
  const html = pageDocument(prerendered);
  const document = parse(html);

  it('is in its language, with its own metadata and the browser hints', () => {
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(document.title).toBe('Our projects | Studio Nova');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Our work');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width,initial-scale=1',
    );
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
    // The mark itself, in the page: no request beside the first screen's image.
    const icon = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon.slice('data:image/svg+xml,'.length))).toBe(mark);
  });

  it('runs its script first in <head>, then lists what it loads after the first paint, scripts in order', () => {
    const [first, second] = [...document.head.children].slice(1);
    expect(first?.outerHTML).toBe('<script>PAGE_SCRIPT()</script>');
    expect(second?.id).toBe('app-assets');
    expect(JSON.parse(second?.textContent ?? '')).toEqual({
      links: [
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.json' },
      ],
      styles: assets.styles,
      scripts: assets.scripts,
    });
    expect(document.querySelectorAll('script[src], link[rel="stylesheet"]:not(noscript *)')).toHaveLength(0);
  });

  it('inlines its critical CSS and keeps the full stylesheet and the icon for browsers without JavaScript', () => {
    expect(document.querySelector('head style')?.textContent).toBe('h1{margin:0}');
    const noscript = [...document.querySelectorAll('noscript')].map((element) => element.innerHTML);
    expect(noscript).toEqual([
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
      '<p class="noscript-note">Without JavaScript, the forms of this site cannot be sent.</p>' +
        '<link rel="stylesheet" href="/assets/css/main.4.css">',
    ]);
  });

  it('holds the app’s markup, marked with the path and language it was rendered for', () => {
    expect(html).toContain(
      '<div id="root" data-path="/en/projects" data-lang="en"><main id="main"><h1>Our Projects</h1>',
    );
  });

  it('tells a browser without JavaScript about the forms in the page’s language', () => {
    const french = parse(pageDocument({ ...prerendered, language: 'fr' }));
    expect(french.querySelector('.noscript-note')?.textContent).toBe(
      'Sans JavaScript, les formulaires de ce site ne peuvent pas être envoyés.',
    );
  });

  it('names its inline code, which its CSP allows by hash', () => {
    expect(inlineCode(prerendered)).toEqual({ scripts: ['PAGE_SCRIPT()'], styles: ['h1{margin:0}'] });
  });

  it('refuses inline code that would close its own element', () => {
    const script = { ...prerendered, prerendered: { script: 'a("</script>")', criticalCss: '' } };
    const style = { ...prerendered, prerendered: { script: '', criticalCss: 'a::after{content:"</style>"}' } };
    expect(() => pageDocument(script)).toThrow(/would close its own element/);
    expect(() => pageDocument(style)).toThrow(/would close its own element/);
  });

  it('keeps the asset list inert: nothing in it can close its element', () => {
    const hostile = pageDocument({
      ...prerendered,
      assets: { ...assets, styles: ['/a</script><script>x()</script>.css'] },
    });
    expect(parse(hostile).querySelectorAll('head script')).toHaveLength(2);
  });
});

describe('the development server’s page from the same function', () => {
  const document = parse(pageDocument({ ...prerendered, appHtml: '', prerendered: undefined }));

  it('loads the app with plain tags, in order, and has no inline code', () => {
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual(
      assets.scripts,
    );
    expect([...document.querySelectorAll('script')].every((script) => script.defer)).toBe(true);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/css/main.4.css');
    expect(document.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(document.querySelector('style')).toBeNull();
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(inlineCode({ ...prerendered, prerendered: undefined })).toEqual({ scripts: [], styles: [] });
  });
});
