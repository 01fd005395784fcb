import { createAction, type Reducer } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';
import type { LeadKind } from '../../lib/leads/answers';
import type { Lead } from './lead';
import { registerLead } from './leadListener';

/** A lead's code as its page's chunk brings it: how it is sent, and its slices (with their persistence). */
export interface LeadModule {
  lead: Lead;
  reducers: readonly { reducerPath: string; reducer: Reducer }[];
}

const persistors = new WeakMap<AppStore, Persistor>();

/** The slices just injected take their initial state (redux-persist would otherwise build on `{}`). */
export const leadAttached = createAction<LeadKind>('leads/attached');

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

/**
 * Adds a lead to the store once its page's first render is on screen: its slices, then its stored draft,
 * restored as an ordinary update (the prerendered page shows the initial state), and its delivery.
 */
export function attachLead(store: AppStore, module: LeadModule, target: Window = window): Persistor {
  for (const slice of module.reducers) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  registerLead(module.lead);
  store.dispatch(leadAttached(module.lead.kind));
  const started = persistors.get(store);
  if (started !== undefined) {
    // PERSIST again: the slices just added restore their drafts, the others ignore it.
    started.persist();
    return started;
  }
  const persistor = persistStore(store);
  flushOnLeaving(persistor, target);
  persistors.set(store, persistor);
  return persistor;
}
