import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { consultationSlice } from '../features/consultation/consultationSlice';
import {
  consultationPersistConfig,
  contactDetailsPersistConfig,
} from '../features/consultation/consultationPersistence';
import { contactDetailsSlice } from '../features/consultation/contactDetailsSlice';
import { contactSlice } from '../features/contact/contactSlice';
import { leadListener } from './leads/leadListener';
import { projectsSlice } from '../features/projects/projectsSlice';
import { pwaSlice } from './pwa/pwaSlice';
import { themeSlice } from './theme/themeSlice';
import { uiSlice } from './ui/uiSlice';

const rootReducer = combineSlices(uiSlice, themeSlice, pwaSlice, projectsSlice, contactSlice, {
  [consultationSlice.reducerPath]: persistReducer(consultationPersistConfig, consultationSlice.reducer),
  [contactDetailsSlice.reducerPath]: persistReducer(contactDetailsPersistConfig, contactDetailsSlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks; they never reach persisted state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(leadListener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
