import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { routeChanged } from '../ui/uiSlice';
import { leftPrerenderedPage } from '../../lib/prerenderedPage';

/** How long a hash target may take to appear (a lazy page, its data) before we give up waiting. */
export const HASH_TARGET_TIMEOUT_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id === '' ? null : document.getElementById(id);
}

/**
 * Calls `onFound` with the element the hash names as soon as it is in the document. Pages are lazy-loaded, so the
 * browser's own jump to the anchor happens before the section exists. Returns a function that stops waiting.
 */
export function whenHashTargetExists(hash: string, onFound: (element: HTMLElement) => void): () => void {
  const present = targetOf(hash);
  if (present) {
    onFound(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = targetOf(hash);
    if (element) {
      stop();
      onFound(element);
    }
  });
  const timer = window.setTimeout(() => stop(), HASH_TARGET_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function scrollToTarget(element: HTMLElement) {
  // The page's `scroll-padding-top` keeps the heading below the fixed navigation bar.
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Only the query changed (the language toggle keeping `?lng=` in step): not a new page. */
function onlyQueryChanged(previous: Location, next: Location): boolean {
  return previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
}

/**
 * On every navigation: closes the menu and the dialog, then lands where the URL points: the element
 * named by the hash once it has rendered, or the top of the new page.
 */
export function useRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    // The same location again is a re-run of this effect (StrictMode), not a navigation.
    const navigated = before !== null && before.key !== location.key;
    if (navigated && onlyQueryChanged(before, location)) return;
    if (navigated) {
      leftPrerenderedPage();
      dispatch(routeChanged());
    }
    if (location.hash !== '') return whenHashTargetExists(location.hash, scrollToTarget);
    // The first page load starts at the top already; on Back and Forward the browser restores where the
    // visitor left the page (a case study, then Back to the list at its card).
    if (navigated && navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location, navigationType, dispatch]);
}
