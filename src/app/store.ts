import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { contactSlice } from '../features/contact/contactSlice';
import { uiSlice } from './ui/uiSlice';

const rootReducer = combineSlices(uiSlice, contactSlice);

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
