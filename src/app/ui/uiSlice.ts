import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  menuOpen: boolean;
  soonDialogOpen: boolean;
}

const initialState: UiState = { menuOpen: false, soonDialogOpen: false };

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
    soonDialogOpened(state) {
      state.soonDialogOpen = true;
      state.menuOpen = false;
    },
    soonDialogClosed(state) {
      state.soonDialogOpen = false;
    },
    routeChanged(state) {
      state.menuOpen = false;
      state.soonDialogOpen = false;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectSoonDialogOpen: (state) => state.soonDialogOpen,
  },
});

export const { menuToggled, menuClosed, soonDialogOpened, soonDialogClosed, routeChanged } = uiSlice.actions;
export const { selectMenuOpen, selectSoonDialogOpen } = uiSlice.selectors;
