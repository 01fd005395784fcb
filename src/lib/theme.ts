export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** Where the visitor's choice is kept (local storage); `system` is kept as no entry at all. */
export const THEME_STORAGE_KEY = 'theme';

const isThemePreference = (value: unknown): value is ThemePreference =>
  themePreferences.some((preference) => preference === value);

/** The choice kept in local storage; `system` when there is none or storage is refused. */
export function storedThemePreference(storage: () => Storage = () => window.localStorage): ThemePreference {
  try {
    const value = storage().getItem(THEME_STORAGE_KEY);
    return isThemePreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function storeThemePreference(
  preference: ThemePreference,
  storage: () => Storage = () => window.localStorage,
): void {
  try {
    if (preference === 'system') storage().removeItem(THEME_STORAGE_KEY);
    else storage().setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/**
 * Shows the page in the chosen scheme: `data-theme` on <html> (scss/_theme.scss), and the browser's bar
 * colour, whose dark variant otherwise follows the system (the `theme-color` meta with a `media`).
 */
export function applyThemePreference(preference: ThemePreference, document: Document = window.document): void {
  const root = document.documentElement;
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
  const darkBar = document.querySelector('meta[name="theme-color"][media]');
  const media = { system: '(prefers-color-scheme: dark)', light: 'not all', dark: 'all' }[preference];
  darkBar?.setAttribute('media', media);
}

/** The choice kept in local storage, on <html>: every prerendered page's inline script does this first. */
export function applyStoredTheme(): void {
  try {
    const theme = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage refused: the system's scheme applies.
  }
}
