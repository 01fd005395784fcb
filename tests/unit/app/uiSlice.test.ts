import { makeStore } from '../../../src/app/store';
import { menuClosed, menuToggled, routeChanged, selectMenuOpen } from '../../../src/app/ui/uiSlice';

describe('ui slice', () => {
  it('names its actions as events', () => {
    expect(menuToggled.type).toBe('ui/menuToggled');
  });

  it('starts with the menu closed', () => {
    expect(selectMenuOpen(makeStore().getState())).toBe(false);
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

  it('closes the menu when the route changes', () => {
    const store = makeStore({ ui: { menuOpen: true } });
    store.dispatch(routeChanged());
    expect(store.getState().ui).toEqual({ menuOpen: false });
  });
});
