import { useState, type MouseEvent } from 'react';
import { loadCalendly, type CalendlyWidget } from './calendly';

/**
 * How long a press waits for the widget before opening the scheduling page in a new tab instead. Browsers
 * let a page open a tab only for a few seconds after the press (Chromium: 5 s).
 */
export const WIDGET_WAIT_MS = 3000;

function loadWithin(ms: number): Promise<CalendlyWidget> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('The booking widget took too long'));
    }, ms);
  });
  return Promise.race([loadCalendly(), late]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * The booking link's click: loads the provider's widget only now and opens its popup, or the scheduling page in a
 * new tab if the widget cannot load in time. Modified clicks and offline presses are left to the link.
 */
export function useCalendlyPopup(url: string) {
  const [opening, setOpening] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified || !navigator.onLine) return;
    event.preventDefault();
    setOpening(true);
    loadWithin(WIDGET_WAIT_MS)
      .then(
        (widget) => {
          widget.initPopupWidget({ url });
        },
        () => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
      )
      .finally(() => {
        setOpening(false);
      });
  };

  return { onClick, opening };
}
