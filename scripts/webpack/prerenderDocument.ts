import type { RoutePath } from '../../src/app/routePaths';
import type { Language } from '../../src/i18n/languages';
import { escapeHtml, jsonForScript } from '../../src/lib/html';

// How PrerenderPlugin turns the HTML template into each page; apart from the plugin so it can be tested
// without webpack or Beasties.

const NAME = 'PrerenderPlugin';

export interface DocumentParts {
  language: Language;
  path: RoutePath;
  appHtml: string;
  /** The page's own metadata (src/seo/pageMeta.ts), in place of the template's title and description. */
  head: string;
  inlineScript: string;
  /** Chunks of this page, loaded with the entry's, before its last (the app's start). */
  pageScripts: readonly string[];
}

function replaceOnce(source: string, pattern: RegExp, replace: (match: string) => string, what: string): string {
  if (!pattern.test(source)) throw new Error(`${NAME}: the HTML template has no ${what}`);
  return source.replace(pattern, replace);
}

export const scriptTag = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
/**
 * The home-screen icon and the manifest: nothing the first paint needs. (The favicon stays: without its
 * link the browser would ask for /favicon.ico anyway.)
 */
const deferredLinkTag =
  /<link rel="?(apple-touch-icon|manifest)"? href="?([^"\s>]+)"?(?: type="?([^"\s>]+)"?)?\s*\/?>/g;
export const stylesheetTag = /<link href="?([^"\s>]+\.css)"? rel="?stylesheet"?\s*\/?>/g;

/**
 * The template (html-webpack-plugin's `index.html`, with the entry's tags) filled for one page. The
 * entry's `<script defer>` tags, stylesheet, home-screen icon and manifest become a list the page script loads after the first paint
 * (see src/prerender/pageScript.ts), this page's own chunks inserted before the entry's last file. The
 * stylesheet stays, for Beasties to inline what the page uses of it, which then leaves it for visitors
 * without JavaScript only.
 */
export function buildDocument(template: string, parts: DocumentParts): string {
  const entryScripts = [...template.matchAll(scriptTag)].map((match) => match[1] ?? '');
  if (entryScripts.length === 0) throw new Error(`${NAME}: the HTML template has no entry script`);
  const scripts = [
    ...entryScripts.slice(0, -1),
    ...parts.pageScripts.map((file) => `/${file}`),
    ...entryScripts.slice(-1),
  ];
  const styles = [...template.matchAll(stylesheetTag)].map((match) => match[1] ?? '');
  const links = [...template.matchAll(deferredLinkTag)].map(([, rel = '', href = '', type]) =>
    type === undefined ? { rel, href } : { rel, href, type },
  );
  // Without JavaScript the icon is still there; the manifest is only of use with the service worker.
  const noscriptLinks = [...template.matchAll(deferredLinkTag)]
    .filter(([, rel]) => rel !== 'manifest')
    .map(([tag]) => tag)
    .join('');
  // A data block, never run, escaped so that nothing in it can close the element.
  const assetList = `<script type="application/json" id="app-assets">${jsonForScript({ links, styles, scripts })}</script>`;

  let html = template.replace(scriptTag, '').replace(deferredLinkTag, '');
  // The template's note for browsers without JavaScript is written in every language: the page keeps its own.
  html = html.replace(/<p lang="?([\w-]+)"?[^>]*>[\s\S]*?<\/p>/g, (note, language: string) =>
    language === parts.language ? note : '',
  );
  html = replaceOnce(html, /<\/head>/, (tag) => `<noscript>${noscriptLinks}</noscript>${tag}`, '</head>');
  html = replaceOnce(html, /<html lang="?[\w-]*"?>/, () => `<html lang="${parts.language}">`, '<html lang>');
  // First in <head>: before any stylesheet, which would otherwise hold the script (and the redirect) back.
  // The asset list right after it, so that it is parsed however early the first paint comes.
  html = replaceOnce(
    html,
    /<meta charset="?utf-8"?\s*\/?>/i,
    (tag) => `${tag}<script>${parts.inlineScript}</script>${assetList}`,
    'charset',
  );
  // The template's generic description goes first: the page's own head tags bring their own.
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"\s*\/?>/, () => '', 'description');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => parts.head, '<title>');
  return replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    () => `<div id="root" data-path="${escapeHtml(parts.path)}" data-lang="${parts.language}">${parts.appHtml}</div>`,
    '#root',
  );
}
