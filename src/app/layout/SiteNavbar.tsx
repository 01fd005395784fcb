import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import NavbarContext from 'react-bootstrap/NavbarContext';
import NavbarToggle from 'react-bootstrap/NavbarToggle';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import { useAppDispatch, useAppSelector } from '../hooks';
import { menuClosed, menuToggled, selectMenuOpen } from '../ui/uiSlice';
import { LanguageToggle } from './LanguageToggle';
import { ThemeSwitch } from './ThemeSwitch';
import { isNavTargetActive, navTargets } from './navLinks';
import { useScrolledPast } from './useScrolledPast';

const MENU_ID = 'site-menu';

export function SiteNavbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMenuOpen);
  const scrolled = useScrolledPast();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // What react-bootstrap's Navbar gives its toggle and collapse, without the Navbar (whose Offcanvas brings a Modal).
  const navbar = useMemo(
    () => ({ onToggle: () => dispatch(menuToggled()), bsPrefix: 'navbar', expanded: menuOpen, expand: 'lg' as const }),
    [dispatch, menuOpen],
  );

  return (
    <header className="site-header">
      <NavbarContext.Provider value={navbar}>
        {/* Escape from anywhere in the bar closes the phone menu; the theme choices stop it first. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          aria-label={t('nav.label')}
          className={`site-navbar${scrolled ? ' site-navbar--scrolled' : ''}${menuOpen ? ' site-navbar--open' : ''} navbar navbar-expand-lg navbar-light fixed-top`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !menuOpen) return;
            dispatch(menuClosed());
            toggleRef.current?.focus();
          }}
        >
          <div className="container site-navbar__inner">
            <Link className="navbar-brand site-brand" to="/" aria-label={t('nav.homeLink', { name: site.agencyName })}>
              <span className="site-brand__mark" aria-hidden="true" />
              {site.agencyName}
            </Link>
            <NavbarToggle
              ref={toggleRef}
              aria-controls={MENU_ID}
              aria-expanded={menuOpen}
              label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              className="site-navbar__toggle"
            >
              <span className="site-navbar__burger" aria-hidden="true" />
            </NavbarToggle>
            <NavbarCollapse id={MENU_ID} className="site-navbar__menu">
              <ul className="site-navbar__links navbar-nav">
                {navTargets.map(({ to, labelKey }) => {
                  const active = isNavTargetActive(to, location);
                  return (
                    <li key={to} className="nav-item">
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
                <NavLink to="/consultation" reloadDocument className="btn btn-primary site-navbar__cta">
                  {t('nav.startProject')}
                </NavLink>
              </div>
            </NavbarCollapse>
          </div>
        </nav>
      </NavbarContext.Provider>
    </header>
  );
}
