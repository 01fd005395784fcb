import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
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

  return (
    <header className="site-header">
      <Navbar
        as="nav"
        aria-label={t('nav.label')}
        expand="lg"
        fixed="top"
        className={`site-navbar${scrolled ? ' site-navbar--scrolled' : ''}${menuOpen ? ' site-navbar--open' : ''}`}
        expanded={menuOpen}
        onToggle={() => dispatch(menuToggled())}
        onKeyDown={(event: KeyboardEvent) => {
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
          <Navbar.Toggle
            ref={toggleRef}
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            className="site-navbar__toggle"
          >
            <span className="site-navbar__burger" aria-hidden="true" />
          </Navbar.Toggle>
          <Navbar.Collapse id={MENU_ID} className="site-navbar__menu">
            <Nav as="ul" className="site-navbar__links">
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
            </Nav>
            <div className="site-navbar__actions">
              <ThemeSwitch />
              <LanguageToggle className="btn site-navbar__language" />
              {/* A document of its own: only the consultation page's CSP allows the booking widget. */}
              <NavLink to="/consultation" reloadDocument className="btn btn-primary site-navbar__cta">
                {t('nav.startProject')}
              </NavLink>
            </div>
          </Navbar.Collapse>
        </div>
      </Navbar>
    </header>
  );
}
