import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { contactSlice } from '../features/contact/contactSlice';
import { pwaSlice } from './pwa/pwaSlice';
import { uiSlice } from './ui/uiSlice';

const rootReducer = combineSlices(uiSlice, pwaSlice, contactSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
