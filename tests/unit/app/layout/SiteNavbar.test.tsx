import { act, fireEvent, screen, within } from '@testing-library/react';
import { selectMenuOpen } from '../../../../src/app/ui/uiSlice';
import { NAVBAR_SCROLL_THRESHOLD } from '../../../../src/app/layout/useScrolledPast';
import { renderApp } from '../../../support/renderWithProviders';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function banner() {
  return screen.getByRole('navigation', { name: 'Navigation principale' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('navigation bar', () => {
  it('turns translucent only once the page is scrolled more than 20 px', async () => {
    renderApp({ route: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    expect(NAVBAR_SCROLL_THRESHOLD).toBe(20);
    expect(banner()).not.toHaveClass('site-navbar--scrolled');

    scrollTo(20);
    expect(banner()).not.toHaveClass('site-navbar--scrolled');
    scrollTo(21);
    expect(banner()).toHaveClass('site-navbar--scrolled');
    scrollTo(0);
    expect(banner()).not.toHaveClass('site-navbar--scrolled');
  });

  it('links home, projects, the expertise page and contact', async () => {
    renderApp({ language: 'en', route: '/contact' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(nav).getByRole('link', { name: 'Expertise' })).toHaveAttribute('href', '/expertise');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Studio Nova, home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Accueil'],
    ['/projects', 'Projets'],
    ['/expertise', 'Expertises'],
    ['/contact', 'Contact'],
  ])('marks only the link of %s as the current page', async (route, current) => {
    renderApp({ route });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Accueil', 'Projets', 'Expertises', 'Contact']) {
      const link = within(nav).getByRole('link', { name });
      if (name === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('opens and closes the phone menu from the ui slice, with a label that says what the button does', async () => {
    const { user, store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(selectMenuOpen(store.getState())).toBe(true);
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(selectMenuOpen(store.getState())).toBe(false);
  });

  it('closes the open menu with Escape and gives focus back to its button', async () => {
    const { user, store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(selectMenuOpen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();
  });

  it('closes the menu when the visitor follows one of its links', async () => {
    const { user, store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(banner()).getByRole('link', { name: 'Projets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos projets' })).toBeInTheDocument();
    expect(selectMenuOpen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
  });

  it('holds the language switcher and a link to the consultation in the menu', async () => {
    renderApp({ language: 'en', route: '/' });
    await screen.findByRole('heading', { level: 1 });
    const menu = document.getElementById('site-menu');
    if (menu === null) throw new Error('The collapsible menu is missing');
    const toggle = within(menu).getByRole('link', { name: 'FR, switch the site to French' });
    expect(toggle).toHaveTextContent(/^FR$/);
    expect(within(menu).getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', '/consultation');
  });

  it('leads to the wizard from one consultation link at every width, marked current on /consultation', async () => {
    renderApp({ route: '/consultation' });
    await screen.findByRole('heading', { level: 1 });
    const [link, ...others] = within(banner()).getAllByRole('link', { name: 'Démarrer un projet' });
    expect(others).toEqual([]);
    expect(link).toHaveAttribute('href', '/consultation');
    expect(link).toHaveClass('active');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(banner()).queryByRole('button', { name: 'Démarrer un projet' })).not.toBeInTheDocument();
  });

  it('keeps Home current on the home page’s own expertise section', async () => {
    renderApp({ route: '/#expertise' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner()).getByRole('link', { name: 'Expertises' })).not.toHaveAttribute('aria-current');
  });

  it('opens the phone menu as a sheet over a backdrop whose press closes it, focus back on the toggle', async () => {
    const { user, store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.site-navbar__backdrop')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(document.getElementById('site-menu')).toHaveClass('is-open');
    const backdrop = document.querySelector('.site-navbar__backdrop');
    if (backdrop === null) throw new Error('The open menu has no backdrop');
    await user.click(backdrop);
    expect(selectMenuOpen(store.getState())).toBe(false);
    expect(document.getElementById('site-menu')).not.toHaveClass('is-open');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab within the bar while the menu is open, and not once it is closed', async () => {
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(toggle);
    const cta = within(banner()).getByRole('link', { name: 'Démarrer un projet' });
    cta.focus();
    await user.tab();
    // From the last control back to the first: the brand's link.
    expect(within(banner()).getByRole('link', { name: 'Studio Nova, accueil' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cta).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    cta.focus();
    await user.tab();
    expect(banner()).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('locks the page’s scroll while the menu is open, and only then', async () => {
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('does not mark the consultation link elsewhere', async () => {
    renderApp({ route: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).getByRole('link', { name: 'Démarrer un projet' })).not.toHaveClass('active');
  });
});
