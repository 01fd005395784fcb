import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';

const HomePage = lazy(() =>
  import(/* webpackChunkName: "home" */ '../features/home/HomePage').then((m) => ({ default: m.HomePage })),
);
const ProjectsPage = lazy(() =>
  import(/* webpackChunkName: "projects" */ '../features/projects/ProjectsPage').then((m) => ({
    default: m.ProjectsPage,
  })),
);
const ConsultationPage = lazy(() =>
  import(/* webpackChunkName: "consultation" */ '../features/consultation/ConsultationPage').then((m) => ({
    default: m.ConsultationPage,
  })),
);
const ExpertisePage = lazy(() =>
  import(/* webpackChunkName: "expertise" */ '../features/home/ExpertisePage').then((m) => ({
    default: m.ExpertisePage,
  })),
);
const ContactPage = lazy(() =>
  import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage').then((m) => ({
    default: m.ContactPage,
  })),
);
const LegalPage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '../features/legal/LegalPage').then((m) => ({ default: m.LegalPage })),
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
