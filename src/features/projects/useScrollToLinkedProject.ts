import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The portfolio links to `/projects#project-N`: the layout scrolls there; the card also takes the focus, once per
 * navigation, so keyboard and screen-reader users land on it too.
 */
export function useScrollToLinkedProject(renderedCount: number) {
  const { hash, key } = useLocation();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (hash.length < 2 || handledKey.current === key) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (card === null) return;
    handledKey.current = key;
    card.focus({ preventScroll: true });
  }, [hash, key, renderedCount]);
}
