import { act, screen, within } from '@testing-library/react';
import { restoreTheme } from '../../../../src/app/theme/restoreTheme';
import { selectThemePreference } from '../../../../src/app/theme/themeSlice';
import { renderApp } from '../../../support/renderWithProviders';

const root = document.documentElement;

function addThemeColorMetas() {
  document.head.innerHTML =
    '<meta name="theme-color" content="#100e22" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="#5b3df5">';
}

function darkBarMedia() {
  return document.querySelector('meta[name="theme-color"][media]')?.getAttribute('media');
}

async function navigation(name: string) {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('navigation', { name });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  delete root.dataset.theme;
  addThemeColorMetas();
});

describe('theme switch', () => {
  it('offers system, light and dark in French, and applies, shows and remembers the choice', async () => {
    const { user, store } = renderApp({ route: '/' });
    const nav = await navigation('Navigation principale');
    const button = within(nav).getByRole('button', { name: 'Thème\u00a0: Système' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const themes = within(nav).getByRole('group', { name: 'Thème' });
    expect(
      within(themes)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Système', 'Clair', 'Sombre']);
    expect(within(themes).getByRole('radio', { name: 'Système' })).toBeChecked();
    expect(within(themes).getByRole('radio', { name: 'Système' })).toHaveFocus();

    await user.click(within(themes).getByRole('radio', { name: 'Sombre' }));
    expect(root.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(darkBarMedia()).toBe('all');
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(within(nav).getByRole('button', { name: 'Thème\u00a0: Sombre' })).toBeInTheDocument();
  });

  it('is driven by the keyboard in English: arrows choose, Escape closes and returns the focus', async () => {
    const { user } = renderApp({ language: 'en', route: '/projects' });
    const nav = await navigation('Main navigation');
    const button = within(nav).getByRole('button', { name: 'Theme: System' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(within(nav).getByRole('radio', { name: 'System' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(darkBarMedia()).toBe('not all');

    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('group', { name: 'Theme' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Theme: Light' })).toHaveFocus();
  });

  it('forgets the choice when the visitor goes back to the system’s scheme', async () => {
    window.localStorage.setItem('theme', 'dark');
    root.dataset.theme = 'dark';
    const { user, store } = renderApp({ language: 'en', route: '/' });
    act(() => {
      restoreTheme(store);
    });
    const nav = await navigation('Main navigation');
    await user.click(await within(nav).findByRole('button', { name: 'Theme: Dark' }));
    await user.click(within(nav).getByRole('radio', { name: 'System' }));
    expect(root.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(darkBarMedia()).toBe('(prefers-color-scheme: dark)');
  });

  it('closes when the focus leaves it, without closing the phone menu', async () => {
    const { user } = renderApp({ route: '/' });
    const nav = await navigation('Navigation principale');
    await user.click(within(nav).getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(nav).getByRole('button', { name: 'Thème\u00a0: Système' }));
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'Fermer le menu' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Thème\u00a0: Système' }));
    await user.tab();
    expect(within(nav).queryByRole('group', { name: 'Thème' })).not.toBeInTheDocument();
  });
});

describe('restoring the stored theme after the first render', () => {
  it('brings a stored dark choice into the store and shows it, and ignores anything else', async () => {
    window.localStorage.setItem('theme', 'dark');
    const { store } = renderApp({ route: '/' });
    await navigation('Navigation principale');
    act(() => {
      restoreTheme(store);
    });
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(root.dataset.theme).toBe('dark');

    window.localStorage.setItem('theme', 'sepia');
    act(() => {
      restoreTheme(store);
    });
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(root.dataset.theme).toBeUndefined();
  });
});
