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

const loads = new WeakMap<Document, Promise<CalendlyWidget>>();

function appendOnce<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T | null {
  if (doc.head.querySelector(selector) !== null) return null;
  const element = create();
  doc.head.append(element);
  return element;
}

function load(doc: Document): Promise<CalendlyWidget> {
  appendOnce(doc, `link[href="${CALENDLY_STYLE_URL}"]`, () => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = CALENDLY_STYLE_URL;
    return link;
  });
  const script = appendOnce(doc, `script[src="${CALENDLY_SCRIPT_URL}"]`, () => {
    const element = doc.createElement('script');
    element.async = true;
    element.src = CALENDLY_SCRIPT_URL;
    return element;
  });
  return new Promise((resolve, reject) => {
    script?.addEventListener('load', () => {
      const widget = window.Calendly;
      if (widget === undefined) reject(new Error('The Calendly script defined no widget'));
      else resolve(widget);
    });
    script?.addEventListener('error', () => {
      reject(new Error('The Calendly script could not be loaded'));
    });
  });
}

/**
 * Starts loading the provider's popup widget (its script and stylesheet, added once per document) and
 * resolves with it once the script has run. Offline or blocked, the promise rejects and the booking link
 * keeps opening the scheduling page itself.
 */
export function loadCalendly(doc: Document = document): Promise<CalendlyWidget> {
  let loading = loads.get(doc);
  if (loading === undefined) {
    loading = load(doc);
    loads.set(doc, loading);
  }
  return loading;
}
