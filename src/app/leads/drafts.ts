import type { Store } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';

/**
 * Saving is batched over the next ticks; a tab closed or reloaded right after typing would lose the last
 * characters, so pending writes are flushed (synchronously, to web storage) on the way out.
 */
function flushOnLeaving(persistor: Persistor, target: Window): void {
  const flush = () => void persistor.flush();
  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
}

/** Starts restoring and saving the store's drafts: loaded with the first lead that keeps one, never before. */
export function persistDrafts(store: Store, target: Window): Persistor {
  const persistor = persistStore(store);
  flushOnLeaving(persistor, target);
  return persistor;
}
