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
 * The booking link's click handler. A plain click loads the provider's widget (nothing is requested from
 * the provider before) and opens its popup; if the widget cannot load in time, the scheduling page opens
 * in a new tab, as the link itself would. Modified clicks and offline presses are left to the link.
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
