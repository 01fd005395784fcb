import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import { PwaNotices } from '../pwa/PwaNotices';
import { LanguageToggle } from './LanguageToggle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header">
        <nav className="container d-flex align-items-center justify-content-between py-3" aria-label={t('nav.label')}>
          <Link className="brand" to="/" aria-label={t('nav.homeLink', { name: site.agencyName })}>
            {site.agencyName}
          </Link>
          <LanguageToggle />
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="site-footer" id="contact">
        <div className="container py-4">
          <p className="mb-0">{t('footer.rights', { year: new Date().getFullYear(), name: site.agencyName })}</p>
        </div>
      </footer>
      <PwaNotices />
    </>
  );
}
