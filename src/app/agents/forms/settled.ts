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
