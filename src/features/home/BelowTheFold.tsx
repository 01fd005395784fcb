import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/** The home page after its hero: what the first screen does not show (src/features/home/HomePage.tsx). */
export function BelowTheFold() {
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
