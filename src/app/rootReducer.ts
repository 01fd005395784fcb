import { combineSlices } from '@reduxjs/toolkit';
import { pwaSlice } from './pwa/pwaSlice';
import { themeSlice } from './theme/themeSlice';
import { uiSlice } from './ui/uiSlice';

/** Slices injected with their lead (`attachLead`) or with the parts that use them: each feature declares its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(uiSlice, themeSlice, pwaSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
