interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task so the browser can paint and answer input, then resumes in a task of its own. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has presented a frame: what follows runs after the visitor saw their input answered
 * (an interaction's time, INP, ends at that frame).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/**
 * Runs `work` when the main thread has nothing better to do (at the latest after `timeout` ms), so what the
 * visitor does not see yet never delays a tap.
 */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 1);
}
