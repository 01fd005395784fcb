import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  menuOpen: boolean;
}

const initialState: UiState = { menuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
    routeChanged(state) {
      state.menuOpen = false;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
  },
});

export const { menuToggled, menuClosed, routeChanged } = uiSlice.actions;
export const { selectMenuOpen } = uiSlice.selectors;
