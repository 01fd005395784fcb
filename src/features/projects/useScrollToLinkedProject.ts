import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The portfolio links to `/projects#project-N`. The layout scrolls to any fragment once its target has
 * rendered (useRouteChange); here the linked card also receives the focus (it is focusable by script
 * only), once per navigation, so keyboard and screen-reader users land on it too.
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
