import { lazy, Suspense, ViewTransition, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../../seo/useDocumentMeta';
import { lazyPage } from '../../lib/lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteNavbar } from './SiteNavbar';
import { useRouteChange } from './useRouteChange';

// Never on a first screen: a chunk of its own, which hydrates once it arrives (docs/prerendering.md); an old tab
// that asks for it after a deploy reloads once, as for a page.
const SiteFooter = lazyPage(
  () => import(/* webpackChunkName: "footer" */ './footer/SiteFooter'),
  (module) => module.SiteFooter,
);

// Empty until the connection drops or a new version waits: loaded with the page, not before it. Without its chunk
// the page simply shows no notice.
const PwaNotices = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "pwa" */ '../pwa/PwaNotices').then(
    (module) => ({ default: module.PwaNotices }),
    () => ({ default: () => null }),
  ),
);

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
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </RouteErrorBoundary>
      <Suspense fallback={null}>
        <PwaNotices />
      </Suspense>
    </>
  );
}
