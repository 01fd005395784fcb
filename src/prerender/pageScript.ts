import { languageBase, languageOfPath } from '../i18n/languagePaths';
import { storedLanguage } from '../i18n/storedLanguage';
import { applyStoredTheme } from '../lib/theme';

/**
 * Sends a visitor who chose English in this browser (cookie, local or session storage) from a French
 * address to the English one before anything is painted, hiding the page meanwhile so French never flashes;
 * says whether it did. An English address is always English. `?lng=` is the server's to answer (a 301), the
 * service worker's offline, and a CDN's redirect rules on a static host.
 */
export function redirectToLanguage(): boolean {
  const { pathname, search, hash } = window.location;
  if (languageOfPath(pathname) === 'en' || storedLanguage() !== 'en') return false;
  document.documentElement.style.display = 'none';
  // Under `/en` any path stays on this origin: `localizedPath`'s guard for French targets would only add bytes
  // to every page's first round trip.
  window.location.replace(`${languageBase.en}${pathname}${search}${hash}`);
  return true;
}

/** The page's `#app-assets` list (scripts/webpack/pageDocument.ts writes it). */
export interface AfterPaintAssets {
  readonly links: readonly { readonly rel: string; readonly href: string }[];
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
}

/**
 * Loads the app once the prerendered page has been painted: its home-screen icon, manifest, full stylesheet and scripts (listed
 * in the page's `#app-assets` data block in <head>, scripts in order) are added when the browser reports the first
 * contentful paint, so the HTML and its inlined critical styles have the network and the processor to
 * themselves until the visitor sees the page. Where that report never comes (an older browser, a tab opened in the background, which paints
 * nothing), they are added shortly after the document has been parsed.
 */
export function loadAppAfterFirstPaint(): void {
  let started = false;
  const load = () => {
    const list = document.getElementById('app-assets');
    // The list sits right after this script in <head>; should it not be parsed yet, a later call loads.
    if (started || list === null) return;
    started = true;
    const assets = JSON.parse(list.textContent) as AfterPaintAssets;
    for (const { rel, href } of assets.links) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
    for (const href of assets.styles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
    for (const source of assets.scripts) {
      const script = document.createElement('script');
      script.src = source;
      // Run in the listed order (runtime first), each as soon as it and those before it have arrived.
      script.async = false;
      document.head.append(script);
    }
  };
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // The paint is reported when it is presented; the next task starts the downloads.
      setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback below loads the app.
  }
  document.addEventListener('DOMContentLoaded', () => {
    setTimeout(load, 500);
  });
}

/**
 * The one inline script of every prerendered page, first in `<head>` (built on its own from
 * ./pageScriptEntry.ts): show the visitor's chosen theme and lead them to their language's address
 * before anything is painted, then load the app after the first paint. The server's CSP allows it by its
 * hash.
 */
export function startPage(): void {
  applyStoredTheme();
  if (!redirectToLanguage()) loadAppAfterFirstPaint();
}
