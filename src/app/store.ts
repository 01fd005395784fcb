import { configureStore } from '@reduxjs/toolkit';
import { newsletterLead } from '../features/newsletter/newsletterLead';
import { attachLead } from './leads/attachLead';
import { createLeadListener } from './leads/leadListener';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks and errors; they never reach persisted state.
        serializableCheck: { ignoredActionPaths: ['meta.arg', 'register', 'rehydrate', 'result', 'err'] },
      }).prepend(createLeadListener()),
  });
  // The footer's sign-up is on every page: its lead joins the store before the first render.
  void attachLead(store, newsletterLead);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
