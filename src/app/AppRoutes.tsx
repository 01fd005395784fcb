import { Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { Layout } from './layout/Layout';

const HomePage = lazyPage(
  () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'),
  (m) => m.HomePage,
);
const ProjectsPage = lazyPage(
  () => import(/* webpackChunkName: "projects" */ '../features/projects/ProjectsPage'),
  (m) => m.ProjectsPage,
);
const ConsultationPage = lazyPage(
  () => import(/* webpackChunkName: "consultation" */ '../features/consultation/ConsultationPage'),
  (m) => m.ConsultationPage,
);
const ExpertisePage = lazyPage(
  () => import(/* webpackChunkName: "expertise" */ '../features/home/ExpertisePage'),
  (m) => m.ExpertisePage,
);
const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
  (m) => m.ContactPage,
);
const LegalPage = lazyPage(
  () => import(/* webpackChunkName: "legal" */ '../features/legal/LegalPage'),
  (m) => m.LegalPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="consultation" element={<ConsultationPage />} />
        <Route path="expertise" element={<ExpertisePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="legal" element={<LegalPage />} />
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  );
}
