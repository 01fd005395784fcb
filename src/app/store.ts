import { configureStore } from '@reduxjs/toolkit';
import { newsletterLead } from '../features/newsletter/newsletterLead';
import { leadListener, registerLead } from './leads/leadListener';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };

// The footer's sign-up is on every page: its lead is there from the start.
registerLead(newsletterLead);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks and errors; they never reach persisted state.
        serializableCheck: { ignoredActionPaths: ['meta.arg', 'register', 'rehydrate', 'result', 'err'] },
      }).prepend(leadListener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
