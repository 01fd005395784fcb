import type { AppStore } from '../store';
import { applyThemePreference, storedThemePreference } from '../../lib/theme';
import { storedThemeRestored } from './themeSlice';

/**
 * Brings the stored choice into the store once the first render is on screen (the page script has shown
 * it already on a prerendered page; the development server's shell and the browser's bar learn it here).
 */
export function restoreTheme(store: AppStore): void {
  const preference = storedThemePreference();
  applyThemePreference(preference);
  store.dispatch(storedThemeRestored(preference));
}
