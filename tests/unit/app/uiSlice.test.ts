import { makeStore } from '../../../src/app/store';
import {
  menuClosed,
  menuToggled,
  routeChanged,
  selectMenuOpen,
  selectSoonDialogOpen,
  soonDialogClosed,
  soonDialogOpened,
} from '../../../src/app/ui/uiSlice';

describe('ui slice', () => {
  it('names its actions as events', () => {
    expect(menuToggled.type).toBe('ui/menuToggled');
    expect(soonDialogOpened.type).toBe('ui/soonDialogOpened');
  });

  it('starts with the menu and the dialog closed', () => {
    const state = makeStore().getState();
    expect(selectMenuOpen(state)).toBe(false);
    expect(selectSoonDialogOpen(state)).toBe(false);
  });

  it('toggles and closes the mobile menu', () => {
    const store = makeStore();
    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(true);
    store.dispatch(menuToggled());
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.dispatch(menuToggled());
    store.dispatch(menuClosed());
    expect(selectMenuOpen(store.getState())).toBe(false);
  });

  it('closes the menu when the soon-dialog opens, and closes the dialog', () => {
    const store = makeStore();
    store.dispatch(menuToggled());
    store.dispatch(soonDialogOpened());
    expect(selectSoonDialogOpen(store.getState())).toBe(true);
    expect(selectMenuOpen(store.getState())).toBe(false);
    store.dispatch(soonDialogClosed());
    expect(selectSoonDialogOpen(store.getState())).toBe(false);
  });

  it('closes everything when the route changes', () => {
    const store = makeStore({ ui: { menuOpen: true, soonDialogOpen: true } });
    store.dispatch(routeChanged());
    expect(store.getState().ui).toEqual({ menuOpen: false, soonDialogOpen: false });
  });
});
