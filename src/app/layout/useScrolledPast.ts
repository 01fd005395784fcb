import { useSyncExternalStore } from 'react';

/** Beyond this many pixels of scroll the navigation bar leaves its transparent, top-of-page look. */
export const NAVBAR_SCROLL_THRESHOLD = 20;

export function isScrolledPast(scrollY: number, threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

function subscribe(onScroll: () => void) {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the page is scrolled past the threshold. A prerendered page is rendered at the top, so it
 * hydrates as such (the server snapshot) and then follows the real scroll, restored after a reload.
 */
export function useScrolledPast(threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
