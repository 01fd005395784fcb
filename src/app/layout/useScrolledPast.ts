import { useEffect, useState } from 'react';

/** Beyond this many pixels of scroll the navigation bar leaves its transparent, top-of-page look. */
export const NAVBAR_SCROLL_THRESHOLD = 20;

export function isScrolledPast(scrollY: number, threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

export function useScrolledPast(threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() => isScrolledPast(window.scrollY, threshold));
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
