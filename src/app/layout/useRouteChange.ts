import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * Calls `onFound` with the element the hash names as soon as it is in the document. Pages are
 * lazy-loaded, so the browser's own jump to the anchor happens before the section exists.
 * Returns a function that stops waiting.
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
  // `scroll-margin-top` on `[id]` keeps the heading below the fixed navigation bar.
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Only the query changed (the language toggle keeping `?lng=` in step): not a new page. */
function onlyQueryChanged(previous: Location, next: Location): boolean {
  return previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
}

/** Scrolls back to where an entry of the history was left, once its page is tall enough (a lazy page renders late). */
function restoreScroll(top: number): () => void {
  const deadline = Date.now() + HASH_TARGET_TIMEOUT_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (Math.abs(window.scrollY - top) > 1 && Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** Where the visitor left each entry of this tab's history, by its key, for Back and Forward. */
function useScrollPositions() {
  const { key } = useLocation();
  const current = useRef(key);
  const positions = useRef(new Map<string, number>());
  // Before the browser paints the new page or fires its scroll events: later ones belong to it.
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);
  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  return positions;
}

/**
 * On every navigation: closes the menu and the dialog, then lands where the URL points: the element
 * named by the hash once it has rendered, where the visitor left the page on Back and Forward (a case
 * study, then Back to the list), or the top of the new page.
 */
export function useRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  const previous = useRef<Location | null>(null);
  const positions = useScrollPositions();

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
    const left = positions.current.get(location.key);
    if (navigated && navigationType === NavigationType.Pop && left !== undefined) return restoreScroll(left);
    // The first page load starts at the top already, and the browser may be restoring a position.
    if (navigated) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location, navigationType, dispatch, positions]);
}
