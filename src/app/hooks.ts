import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer, type LazyLoadedSlices } from './rootReducer';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

type LazySlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/**
 * Adds a feature's slice to the store's reducer when the part that uses it renders, so that the pages without it
 * never load it. Idempotent; its state appears with the next action, its selectors read the initial state until then.
 */
export function useInjectedSlice(slice: LazySlice): void {
  rootReducer.inject(slice);
}
