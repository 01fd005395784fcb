import { languageBase, languageOfPath } from '../i18n/languagePaths';
import { storedLanguage } from '../i18n/storedLanguage';
import { applyStoredTheme } from '../lib/theme';

/**
 * Sends a visitor who chose English in this browser (cookie, local or session storage) from a French address to the
 * English one before anything is painted, hiding the page meanwhile so French never flashes; says whether it did.
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
 * Loads the app (`#app-assets`) at the first contentful paint, so the HTML and its critical CSS have the network
 * to themselves until then; where no paint is reported (a background tab), shortly after parsing.
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
 * The inline script first in every prerendered page's `<head>` (allowed by its CSP hash): the chosen theme and
 * language before anything is painted, then the app after the first paint.
 */
export function startPage(): void {
  applyStoredTheme();
  if (!redirectToLanguage()) loadAppAfterFirstPaint();
}
