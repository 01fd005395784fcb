import type { AppStore, RootState } from '../../store';

/** Resolves with the first defined value `read` finds in the store, now or after a later action. */
export function settled<T>(store: AppStore, read: (state: RootState) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const now = read(store.getState());
    if (now !== undefined) {
      resolve(now);
      return;
    }
    const unsubscribe = store.subscribe(() => {
      const value = read(store.getState());
      if (value === undefined) return;
      unsubscribe();
      resolve(value);
    });
  });
}

/** Brings the form the agent filled into view, so the visitor sees it behind the dialog that asks them. */
export function showForm(element: Element | null): void {
  element?.scrollIntoView({ block: 'center', behavior: 'instant' });
}

/**
 * The relay's time trap (MIN_DRAFT_MS, lib/leads/spam.ts, written again: main.js would export it for this chunk
 * alone) drops a draft sent sooner after its first keystroke; a unit test checks they agree.
 */
export const DRAFT_MIN_MS = 2000;

/** Resolves once `DRAFT_MIN_MS` of page time have passed since `filledAt`: a filled draft is then never too fast. */
export async function draftOldEnough(filledAt: number): Promise<void> {
  const ready = filledAt + DRAFT_MIN_MS;
  while (performance.now() < ready)
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(ready - performance.now())));
}
