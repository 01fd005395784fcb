import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemePreference } from '../../lib/theme';

export interface ThemeState {
  preference: ThemePreference;
}

// A prerendered page knows no visitor's choice: it is shown as `system`, and the stored one follows.
const initialState: ThemeState = { preference: 'system' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
    storedThemeRestored(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.preference,
  },
});

export const { themeChosen, storedThemeRestored } = themeSlice.actions;
export const { selectThemePreference } = themeSlice.selectors;
