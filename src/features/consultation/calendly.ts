export const CALENDLY_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';
export const CALENDLY_STYLE_URL = 'https://assets.calendly.com/assets/external/widget.css';

export interface CalendlyWidget {
  initPopupWidget: (options: { url: string }) => void;
}

declare global {
  interface Window {
    Calendly?: CalendlyWidget;
  }
}

/** Loads under way: one at a time per document, however often the button is pressed meanwhile. */
const loads = new WeakMap<Document, Promise<CalendlyWidget>>();

function appended(doc: Document, element: HTMLLinkElement | HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => {
      resolve();
    });
    element.addEventListener('error', () => {
      reject(new Error(`Could not load ${element instanceof HTMLLinkElement ? element.href : element.src}`));
    });
    doc.head.append(element);
  });
}

async function load(doc: Document): Promise<CalendlyWidget> {
  const style = doc.createElement('link');
  style.rel = 'stylesheet';
  style.href = CALENDLY_STYLE_URL;
  const script = doc.createElement('script');
  script.async = true;
  script.src = CALENDLY_SCRIPT_URL;
  try {
    // The popup is unusable unstyled: both must load.
    await Promise.all([appended(doc, style), appended(doc, script)]);
    const widget = window.Calendly;
    if (widget === undefined) throw new Error('The Calendly script defined no widget');
    return widget;
  } catch (error) {
    // A later press tries again (the visitor may be back online): nothing half-loaded stays behind.
    style.remove();
    script.remove();
    throw error;
  } finally {
    loads.delete(doc);
  }
}

/**
 * Loads the provider's popup widget (its script and stylesheet) once per document, and only when called: nothing is
 * requested from the provider before the visitor asks to book.
 */
export function loadCalendly(doc: Document = document): Promise<CalendlyWidget> {
  if (window.Calendly !== undefined) return Promise.resolve(window.Calendly);
  let loading = loads.get(doc);
  if (loading === undefined) {
    loading = load(doc);
    loads.set(doc, loading);
  }
  return loading;
}
