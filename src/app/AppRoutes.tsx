import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { resolveLanguage } from '../i18n/languages';
import { lazyPage } from '../lib/lazyPage';
import { withLead } from './leads/withLead';
import { Layout } from './layout/Layout';
import { pagesIn, routes, type RouteChunk, type RoutePath } from './routes';
import { sitePages } from './sitePages';

// Each route's page, by its chunk in the route table: the chunk name is the key, repeated in the comment
// because webpack reads it there (the build fails on a route whose chunk it cannot find).
const pages = {
  home: lazyPage(
    () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'),
    (m) => m.HomePage,
  ),
  projects: lazyPage(
    () => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectsPage'),
    (m) => m.ProjectsPage,
  ),
  consultation: lazyPage(
    () => import(/* webpackChunkName: "consultation" */ '../features/consultation/ConsultationPage'),
    (m) => m.ConsultationPage,
  ),
  expertise: lazyPage(
    () => import(/* webpackChunkName: "expertise" */ '../features/home/ExpertisePage'),
    (m) => m.ExpertisePage,
  ),
  contact: lazyPage(
    () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
    (m) => m.ContactPage,
  ),
  legal: lazyPage(
    () => import(/* webpackChunkName: "legal" */ '../features/legal/LegalPage'),
    (m) => m.LegalPage,
  ),
  journal: lazyPage(
    () => import(/* webpackChunkName: "journal" */ '../features/journal/JournalPage'),
    (m) => m.JournalPage,
  ),
  article: lazyPage(
    () => import(/* webpackChunkName: "article" */ '../features/journal/ArticlePage'),
    (m) => m.ArticlePage,
  ),
  caseStudy: lazyPage(
    () => import(/* webpackChunkName: "caseStudy" */ '../features/projects/CaseStudyPage'),
    (m) => m.CaseStudyPage,
  ),
  notFound: lazyPage(
    () => import(/* webpackChunkName: "notFound" */ './notFound/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
  newsletterConfirm: lazyPage(
    () => import(/* webpackChunkName: "newsletterConfirm" */ '../features/newsletter/ConfirmPage'),
    (m) => m.ConfirmPage,
  ),
} satisfies Record<RouteChunk, ComponentType>;

const NotFoundPage = pages.notFound;

// Each route's page, made once; a page that sends a lead brings it into the store once on screen.
const routePages = Object.fromEntries(
  routes.map((route) => [route.path, 'lead' in route ? withLead(pages[route.chunk], route.lead) : pages[route.chunk]]),
) as Record<RoutePath, ComponentType>;

export function AppRoutes() {
  const { i18n } = useTranslation();
  // An article written in the other language only is an unknown address in this one.
  const pages = pagesIn(sitePages, resolveLanguage(i18n.resolvedLanguage));
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Every page by its own address, a case study or an article by its slug: an unknown one is the catch-all's. */}
        {pages.map(({ path, route }) => {
          const Page = routePages[route];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
