const visitorMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings `element` to the top of the screen at once (below the fixed bar: the page's `scroll-padding-top`), and
 * again when scrolling ends. A smooth scroll already running, the browser's own when Tab had just moved focus
 * (`scroll-behavior: smooth`), is not stopped by an instant scroll in Chromium: its last frames land after it
 * and move the page on. The visitor's own moves (a wheel, a touch, a key, a click) end the watch. Returns a
 * function that ends it.
 */
export function landAtTop(element: HTMLElement): () => void {
  const land = () => {
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
  };
  const landAgain = () => {
    stop();
    land();
  };
  function stop() {
    window.removeEventListener('scrollend', landAgain);
    for (const move of visitorMoves) window.removeEventListener(move, stop, true);
  }
  land();
  window.addEventListener('scrollend', landAgain);
  for (const move of visitorMoves) window.addEventListener(move, stop, { capture: true, passive: true });
  return stop;
}
