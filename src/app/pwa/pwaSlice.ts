import { createSlice } from '@reduxjs/toolkit';

export interface PwaState {
  /** A new version is installed and waiting for the visitor's go-ahead. */
  updateAvailable: boolean;
  online: boolean;
  /** The browser offered installation (`beforeinstallprompt`) and the offer is still open. */
  installAvailable: boolean;
}

const initialState: PwaState = { updateAvailable: false, online: true, installAvailable: false };

export const pwaSlice = createSlice({
  name: 'pwa',
  initialState,
  reducers: {
    updateFound(state) {
      state.updateAvailable = true;
    },
    updateDeclined(state) {
      state.updateAvailable = false;
    },
    connectionLost(state) {
      state.online = false;
    },
    connectionRestored(state) {
      state.online = true;
    },
    installOffered(state) {
      state.installAvailable = true;
    },
    installSettled(state) {
      state.installAvailable = false;
    },
  },
  selectors: {
    selectUpdateAvailable: (state) => state.updateAvailable,
    selectOnline: (state) => state.online,
    selectInstallAvailable: (state) => state.installAvailable,
  },
});

export const { updateFound, updateDeclined, connectionLost, connectionRestored, installOffered, installSettled } =
  pwaSlice.actions;
export const { selectUpdateAvailable, selectOnline, selectInstallAvailable } = pwaSlice.selectors;
