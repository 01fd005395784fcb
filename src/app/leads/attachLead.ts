import { createAction, type Store } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { leadKinds, type LeadKind } from '../../lib/leads/kinds';
import { rootReducer, type RootState } from '../rootReducer';
import type { LeadForm } from './leadForm';
import { leadListeners } from './leadListener';

/** The slices just injected take their initial state (redux-persist would otherwise build on `{}`). */
export const leadAttached = createAction<LeadKind>('leads/attached');

/** What each store has attached, and its persistor once a form keeping a draft has joined it. */
const attached = new WeakMap<Store<RootState>, { kinds: Set<LeadKind>; persistor?: Promise<Persistor | undefined> }>();

/**
 * The one way a lead joins a store, once: its slices, its listeners, then its stored draft (restored as an
 * ordinary update, the prerendered page showing the initial state). The footer's sign-up joins every store as
 * it is made; the others with their page's first render, or at start when a draft of theirs is unfinished.
 * Resolves with the store's persistor, started by the first kind that keeps a draft (redux-persist's
 * `persistStore` loads with it, in a chunk of its own: the pages without a form never load it).
 */
export function attachLead(store: Store<RootState>, form: LeadForm, target?: Window): Promise<Persistor | undefined> {
  const state = attached.get(store) ?? { kinds: new Set<LeadKind>() };
  attached.set(store, state);
  if (!state.kinds.has(form.kind)) {
    state.kinds.add(form.kind);
    for (const slice of form.reducers) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
    store.dispatch(leadAttached(form.kind));
    for (const listener of leadListeners(form)) store.dispatch(listener);
    if (leadKinds[form.kind].draft !== null)
      // PERSIST again for a later kind: the slices just added restore their drafts, the others ignore it.
      state.persistor =
        state.persistor?.then((persistor) => {
          persistor?.persist();
          return persistor;
        }) ??
        import(/* webpackChunkName: "drafts" */ './drafts').then(
          ({ persistDrafts }) => persistDrafts(store, target ?? window),
          // Without its chunk (offline before it was ever kept) the forms work, unsaved.
          () => undefined,
        );
  }
  return state.persistor ?? Promise.resolve(undefined);
}
