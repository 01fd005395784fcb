import { useEffect } from 'react';

/**
 * While `locked`, the page behind an open sheet does not scroll: `html.scroll-locked` hides its overflow
 * (scss/_shell.scss, phone and tablet widths only, where the menu is a sheet), and the width of a classic
 * scroll bar that disappears is given back as padding, so nothing moves sideways. The scroll position is kept.
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
