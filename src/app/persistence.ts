import { persistStore, type Persistor } from 'redux-persist';
import type { AppStore } from './store';

/**
 * Returns a function that starts restoring and saving the persisted slices, once however often it is
 * called. The app calls it after its first render has committed: that render shows the initial state,
 * as a page rendered ahead of time does, and the stored draft is applied as an ordinary update after it.
 */
export function persistenceStarter(store: AppStore, target: Window = window): () => Persistor {
  let persistor: Persistor | undefined;
  return () => {
    if (persistor !== undefined) return persistor;
    const started = persistStore(store);
    // Saving is batched over the next ticks; a tab closed or reloaded right after typing would lose
    // the last characters, so pending writes are flushed (synchronously, to local storage) on the way out.
    const flush = () => void started.flush();
    target.addEventListener('pagehide', flush);
    target.document.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') flush();
    });
    persistor = started;
    return started;
  };
}
