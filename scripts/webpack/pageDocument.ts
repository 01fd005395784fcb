import type { Language } from '../../src/i18n/languages';
import { escapeHtml, jsonForScript } from '../../src/lib/html';
import type { AfterPaintAssets } from '../../src/prerender/pageScript';

/** What a page loads besides its HTML, in the order the scripts must run (the app's start last). */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface PageDocument {
  readonly language: Language;
  /** The address the app's markup was rendered for: the client hydrates only there. */
  readonly url: string;
  /** The page's own metadata (src/seo/pageMeta.ts): title, description, canonical, previews, JSON-LD. */
  readonly head: string;
  readonly appHtml: string;
  readonly assets: PageAssets;
  /**
   * The prerendered page's script (src/prerender/pageScript.ts) and critical CSS: the script loads the
   * assets after the first paint. Without them (the development server) the assets load as plain tags.
   */
  readonly prerendered?: {
    readonly script: string;
    readonly criticalCss: string;
    /** The font files the critical CSS names, preloaded so that the faces arrive with the first paint. */
    readonly fonts?: readonly string[];
    /** The favicon's SVG (the brand's mark), written into the page rather than fetched beside its first images. */
    readonly favicon?: string;
  };
}

/** Icons and the manifest: in every page's head, except that the first paint needs none of them. */
const deferredLinks = [
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.json' },
] as const;

const noscriptNote: Readonly<Record<Language, string>> = {
  fr: 'Sans JavaScript, les formulaires de ce site ne peuvent pas être envoyés.',
  en: 'Without JavaScript, the forms of this site cannot be sent.',
};

const linkTag = (rel: string, href: string) => `<link rel="${rel}" href="${escapeHtml(href)}">`;
/** The `<link>` elements of full stylesheets (also the critical-CSS step's input, scripts/webpack/criticalCss.ts). */
export const stylesheets = (styles: readonly string[]) => styles.map((href) => linkTag('stylesheet', href)).join('');

/** An SVG as a `data:` address (the Content-Security-Policy's img-src allows them). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** One page of the site as the browser receives it. */
export function pageDocument(page: PageDocument): string {
  const { prerendered, assets } = page;
  // Build output, not input, but a closing tag in it would end its element early: fail the build instead.
  if (prerendered && (/<\/script/i.test(prerendered.script) || /<\/style/i.test(prerendered.criticalCss))) {
    throw new Error(`pageDocument: the inline code of ${page.url} would close its own element`);
  }
  const loadedAfterPaint: AfterPaintAssets | undefined = prerendered && {
    links: deferredLinks,
    styles: assets.styles,
    scripts: assets.scripts,
  };
  const head = [
    '<meta charset="utf-8">',
    prerendered &&
      // A data block, never run, escaped so that nothing in it can close the element.
      `<script>${prerendered.script}</script><script type="application/json" id="app-assets">${jsonForScript(loadedAfterPaint)}</script>`,
    ...(prerendered?.fonts ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="theme-color" content="#100e22" media="(prefers-color-scheme: dark)">',
    '<meta name="theme-color" content="#5b3df5">',
    page.head,
    // Chromium asks for the icon with the first screen's image: over HTTP/1.1 the icon took the connection the
    // image then waited for, a round trip on a slow phone's largest paint.
    `<link rel="icon" href="${prerendered?.favicon === undefined ? '/favicon.svg' : escapeHtml(svgDataUrl(prerendered.favicon))}" type="image/svg+xml">`,
    prerendered
      ? // Without JavaScript the icon still shows; the manifest is only of use with the service worker.
        `<style>${prerendered.criticalCss}</style><noscript>${linkTag('apple-touch-icon', deferredLinks[0].href)}</noscript>`
      : [
          ...deferredLinks.map(({ rel, href }) => linkTag(rel, href)),
          stylesheets(assets.styles),
          ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
        ].join(''),
  ];
  const root = `<div id="root" data-path="${escapeHtml(page.url)}" data-lang="${page.language}">${page.appHtml}</div>`;
  const noscript = `<noscript><p class="noscript-note">${noscriptNote[page.language]}</p>${prerendered ? stylesheets(assets.styles) : ''}</noscript>`;
  return `<!doctype html><html lang="${page.language}"><head>${head.filter(Boolean).join('')}</head><body>${root}${noscript}</body></html>`;
}

/** The inline code of a page, which its Content-Security-Policy allows by hash and nothing else. */
export function inlineCode(page: PageDocument): { scripts: string[]; styles: string[] } {
  return page.prerendered
    ? { scripts: [page.prerendered.script], styles: [page.prerendered.criticalCss] }
    : { scripts: [], styles: [] };
}
