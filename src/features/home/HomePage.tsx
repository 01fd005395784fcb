import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { HeroSection } from './HeroSection';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/**
 * The sections in the spec's order, its services and its expertise one list (decisions, 2026-11-27); the
 * footer (anchor `contact`) belongs to the layout.
 */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <InnovationSection />
      <ProjectsTeaser />
      <ContactBanner />
    </>
  );
}
