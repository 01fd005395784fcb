import { Suspense, ViewTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../../seo/useDocumentMeta';
import { PwaNotices } from '../pwa/PwaNotices';
import { SiteFooter } from './footer/SiteFooter';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteNavbar } from './SiteNavbar';
import { useRouteChange } from './useRouteChange';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRouteChange();
  useDocumentMeta();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteNavbar />
      <main id="main" tabIndex={-1}>
        {/* A page change cross-fades the page (the browser's View Transitions, where it has them), a change
            within a page (the projects' filters) does not; scss/_shell.scss stills it under reduced motion. */}
        <ViewTransition key={pathname} enter="page" exit="page" update="none" default="none">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </ViewTransition>
      </main>
      <SiteFooter />
      <PwaNotices />
    </>
  );
}
