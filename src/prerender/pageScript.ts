import { applyStoredTheme } from '../lib/theme';
import { preferredLanguage } from '../i18n/preferredLanguage';

/**
 * Sends a visitor whose language the page is not in to the same address with `?lng=` set, hiding the page
 * meanwhile so they never see the other language flash; says whether it did. The server sends French
 * unless the address says `?lng=en`, so this happens to a visitor whose language comes from elsewhere
 * (cookie, storage, browser). When the address already names the language (a static host that ignores
 * `?lng=`) it stays: the app then renders in that language instead of hydrating, and nothing loops.
 */
export function redirectToLanguage(language: string): boolean {
  const root = document.documentElement;
  const address = new URL(window.location.href);
  if (language === root.lang || address.searchParams.get('lng') === language) return false;
  root.style.display = 'none';
  address.searchParams.set('lng', language);
  window.location.replace(address.href);
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
 * ./pageScriptEntry.ts): show the visitor's chosen theme and decide the language before anything is
 * painted (`preferredLanguage`, the very function the app's detector calls, so the two never disagree),
 * then load the app after the first paint. The server's CSP allows it by its hash.
 */
export function startPage(): void {
  applyStoredTheme();
  if (!redirectToLanguage(preferredLanguage())) loadAppAfterFirstPaint();
}
