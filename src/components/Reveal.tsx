import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { isShowingPrerenderedPage } from '../lib/prerenderedPage';

/** Cards of one group enter one after the other: step N waits N × 100 ms (see scss/_reveal.scss). */
export const revealSteps = 8;

const reducedMotion = '(prefers-reduced-motion: reduce)';

function canAnimate(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    typeof window.matchMedia === 'function' &&
    !window.matchMedia(reducedMotion).matches
  );
}

/**
 * Plays the entrance animation once in view. Only this script hides the element, on the DOM node rather than in
 * React state, so no-JS, reduced motion and a prerendered page all keep it visible and hydration agrees.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || !canAnimate()) return;
    // A prerendered page was painted before this ran: what is on screen stays as it is, which the observer's
    // first report tells (measuring here, card after card, forced a layout each in the hydration's one commit).
    let painted = isShowingPrerenderedPage();
    if (!painted) element.classList.add('reveal--waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (painted) {
          painted = false;
          if (inView) observer.disconnect();
          else element.classList.add('reveal--waiting');
          return;
        }
        if (!inView) return;
        element.classList.replace('reveal--waiting', 'reveal--shown');
        observer.disconnect();
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.classList.remove('reveal--waiting');
    };
  }, []);

  return ref;
}

export interface RevealProps {
  /** Position in its group: the entrance starts `step × 100 ms` after the group's first card. */
  step?: number;
  className?: string;
  children: ReactNode;
}

export function Reveal({ step = 0, className = '', children }: RevealProps) {
  const ref = useReveal<HTMLDivElement>();
  const clamped = Math.min(Math.max(Math.trunc(step), 0), revealSteps - 1);
  return (
    <div ref={ref} className={`reveal reveal--step-${clamped} ${className}`.trim()}>
      {children}
    </div>
  );
}
