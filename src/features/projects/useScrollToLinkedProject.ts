import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The portfolio links to `/projects#project-N`. The router does not scroll to a fragment and the cards
 * render after the browser looked for it, so once the card exists: bring it into view and move the focus
 * there (the card is focusable by script only), once per navigation.
 */
export function useScrollToLinkedProject(renderedCount: number) {
  const { hash, key } = useLocation();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (hash.length < 2 || handledKey.current === key) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (card === null) return;
    handledKey.current = key;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, key, renderedCount]);
}
