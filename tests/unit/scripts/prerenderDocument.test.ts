/**
 * @jest-environment node
 */
import { buildDocument } from '../../../scripts/webpack/prerenderDocument';

// html-webpack-plugin's output as the production build minifies it (webpack's HTML minimizer).
const template =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=viewport content="width=device-width">' +
  '<title>Generic</title><meta name=description content="Generic description">' +
  '<link rel=icon href=/favicon.svg type=image/svg+xml><link rel=apple-touch-icon href=/icons/apple-touch-icon.png>' +
  '<link rel=manifest href=/manifest.json><script defer src=/assets/js/runtime.1.js></script>' +
  '<script defer src=/assets/js/623.2.js></script><script defer src=/assets/js/main.3.js></script>' +
  '<link href=/assets/css/main.4.css rel=stylesheet></head><body><div id=root></div>' +
  '<noscript><p lang=fr class=noscript-note>Sans JavaScript</p><p lang=en class=noscript-note>Without JavaScript</p></noscript>' +
  '</body></html>';

const page = buildDocument(template, {
  language: 'en',
  path: '/projects',
  appHtml: '<main id="main"><h1>Our Projects</h1></main>',
  head: '<title>Our projects | Studio Nova</title><meta name="description" content="Our work">',
  inlineScript: 'PAGE_SCRIPT',
  pageScripts: ['assets/js/locale-en.5.js', 'assets/js/projects.6.js'],
});

describe('a prerendered page built from the template', () => {
  it('is in its language, with its own title and no generic description', () => {
    expect(page).toMatch(/^<!doctype html><html lang="en"><head><meta charset=utf-8><script>PAGE_SCRIPT<\/script>/);
    expect(page).toContain('<title>Our projects | Studio Nova</title><meta name="description" content="Our work">');
    expect(page).not.toContain('Generic');
  });

  it('tells a browser without JavaScript about the forms in its own language only', () => {
    expect(page).toContain('<noscript><p lang=en class=noscript-note>Without JavaScript</p></noscript></body>');
    expect(page).not.toContain('Sans JavaScript');
  });

  it('holds the app’s markup, marked with the path and language it was rendered for', () => {
    expect(page).toContain('<div id="root" data-path="/projects" data-lang="en"><main id="main"><h1>Our Projects</h1>');
  });

  it('loads no script, icon or manifest before its first paint: they are in its asset list', () => {
    expect(page.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(
      /<script defer|rel=manifest|rel=apple-touch-icon/,
    );
    // The stylesheet stays for Beasties, which inlines what the page uses and moves it out of the way.
    expect(page).toContain('<link href=/assets/css/main.4.css rel=stylesheet>');
    expect(page).toContain('<link rel=icon href=/favicon.svg type=image/svg+xml>');
    // In <head>, right after the page script: parsed before any paint can ask for it.
    const list = /<script>PAGE_SCRIPT<\/script><script type="application\/json" id="app-assets">([^<]*)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      links: [
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.json' },
      ],
      styles: ['/assets/css/main.4.css'],
      // The page's own chunks go before the entry's last file, which starts the app.
      scripts: [
        '/assets/js/runtime.1.js',
        '/assets/js/623.2.js',
        '/assets/js/locale-en.5.js',
        '/assets/js/projects.6.js',
        '/assets/js/main.3.js',
      ],
    });
  });

  it('keeps the home-screen icon for visitors without JavaScript', () => {
    expect(page).toContain('<noscript><link rel=apple-touch-icon href=/icons/apple-touch-icon.png></noscript></head>');
    expect(page.match(/apple-touch-icon.png/g)).toHaveLength(2);
  });

  it('fails loudly on a template it does not recognise', () => {
    expect(() =>
      buildDocument(template.replace('<div id=root></div>', '<div id=app></div>'), {
        language: 'fr',
        path: '/',
        appHtml: '',
        head: '',
        inlineScript: '',
        pageScripts: [],
      }),
    ).toThrow(/#root/);
  });
});
