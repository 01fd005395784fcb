import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import { keepTabInside } from '../../lib/focusTrap';
import { useAppDispatch, useAppSelector } from '../hooks';
import { BrandMark } from './BrandMark';
import { menuClosed, menuToggled, selectMenuOpen } from '../ui/uiSlice';
import { LanguageToggle } from './LanguageToggle';
import { ThemeSwitch } from './ThemeSwitch';
import { isNavTargetActive, navTargets, startProjectTarget } from './navLinks';
import { useScrolledPast } from './useScrolledPast';
import { useScrollLock } from './useScrollLock';

const MENU_ID = 'site-menu';

/**
 * The bar; on phones and tablets its menu is a full-height sheet: Escape or the backdrop close it and return
 * focus to the toggle, Tab stays inside, the page behind does not scroll.
 */
export function SiteNavbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMenuOpen);
  const scrolled = useScrolledPast();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollLock(menuOpen);

  const close = () => {
    dispatch(menuClosed());
    toggleRef.current?.focus();
  };

  return (
    <header className="site-header">
      {/* Key presses reach the bar from its links and buttons: no control of its own. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        aria-label={t('nav.label')}
        className={`site-navbar fixed-top${scrolled ? ' site-navbar--scrolled' : ''}${menuOpen ? ' site-navbar--open' : ''}`}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          if (!menuOpen) return;
          if (event.key === 'Escape') close();
          else keepTabInside(event);
        }}
      >
        <div className="container site-navbar__inner">
          <Link className="site-brand" to="/" aria-label={t('nav.homeLink', { name: site.agencyName })}>
            <BrandMark />
            {site.agencyName}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            className="site-navbar__toggle"
            onClick={() => dispatch(menuToggled())}
          >
            <span className="site-navbar__burger" aria-hidden="true" />
          </button>
          <div id={MENU_ID} className={`site-navbar__menu${menuOpen ? ' is-open' : ''}`}>
            <ul className="site-navbar__links">
              {navTargets.map(({ to, labelKey }) => {
                const active = isNavTargetActive(to, location);
                return (
                  <li key={to}>
                    <Link
                      to={to}
                      className={`nav-link${active ? ' active' : ''}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {t(labelKey)}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="site-navbar__actions">
              <ThemeSwitch />
              <LanguageToggle className="btn site-navbar__language" />
              {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
              <NavLink to={startProjectTarget.to} reloadDocument className="btn btn-primary site-navbar__cta">
                {t(startProjectTarget.labelKey)}
              </NavLink>
            </div>
          </div>
        </div>
      </nav>
      {/* A press beside the sheet closes it; the keyboard has Escape and the toggle, so this is no control. */}
      {menuOpen && <div className="site-navbar__backdrop" aria-hidden="true" onClick={close} />}
    </header>
  );
}
