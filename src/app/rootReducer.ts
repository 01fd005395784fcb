import { combineSlices } from '@reduxjs/toolkit';
import { projectsSlice } from '../features/projects/projectsSlice';
import { pwaSlice } from './pwa/pwaSlice';
import { themeSlice } from './theme/themeSlice';
import { uiSlice } from './ui/uiSlice';

/** Slices injected with their lead (`attachLead`): each feature declares its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  uiSlice,
  themeSlice,
  pwaSlice,
  projectsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
