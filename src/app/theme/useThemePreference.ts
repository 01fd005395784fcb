import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { applyThemePreference, storeThemePreference, type ThemePreference } from '../../lib/theme';
import { selectThemePreference, themeChosen } from './themeSlice';

/** The visitor's theme and a way to change it that also shows and remembers it. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectThemePreference);
  const choose = useCallback(
    (next: ThemePreference) => {
      storeThemePreference(next);
      applyThemePreference(next);
      dispatch(themeChosen(next));
    },
    [dispatch],
  );
  return [preference, choose];
}
