import { useEffect, useState, type MouseEvent } from 'react';
import { loadCalendly, type CalendlyWidget } from './calendly';

/**
 * The booking link's click handler: once the provider's widget has loaded, a plain click opens its
 * popup instead of a new tab. Until then, or if it never loads, the link behaves as a link.
 */
export function useCalendlyPopup(url: string) {
  const [widget, setWidget] = useState<CalendlyWidget>();

  useEffect(() => {
    let current = true;
    loadCalendly().then(
      (loaded) => {
        if (current) setWidget(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (widget === undefined || modified) return;
    event.preventDefault();
    widget.initPopupWidget({ url });
  };
}
