import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { projectsSlice } from '../features/projects/projectsSlice';
import { uiSlice } from './ui/uiSlice';

const rootReducer = combineSlices(uiSlice, projectsSlice);

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
