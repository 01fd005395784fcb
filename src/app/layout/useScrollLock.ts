import { useEffect } from 'react';

/**
 * While `locked`, the page behind the sheet does not scroll (`html.scroll-locked`), and the vanished scroll bar's
 * width comes back as padding so nothing moves sideways.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    root.classList.add('scroll-locked');
    if (scrollbar > 0) root.style.paddingRight = `${String(scrollbar)}px`;
    return () => {
      root.classList.remove('scroll-locked');
      root.style.removeProperty('padding-right');
    };
  }, [locked]);
}
