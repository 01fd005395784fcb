import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { ExpertiseSection } from './ExpertiseSection';
import { HeroSection } from './HeroSection';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/** The sections in the spec's order; the footer (anchor `contact`) belongs to the layout. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <InnovationSection />
      <ProjectsTeaser />
      <ExpertiseSection />
      <ContactBanner />
    </>
  );
}
