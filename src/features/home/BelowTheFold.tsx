import homeEn from '../../i18n/locales/home/en';
import homeFr from '../../i18n/locales/home/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/** The home page after its hero: what the first screen does not show (src/features/home/HomePage.tsx). */
export function BelowTheFold() {
  useCopySections({ fr: homeFr, en: homeEn });
  return (
    <>
      <ServicesSection />
      <AboutSection />
      <InnovationSection />
      <ProjectsTeaser />
      <ContactBanner />
    </>
  );
}
