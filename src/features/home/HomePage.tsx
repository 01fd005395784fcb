import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { HeroSection } from './HeroSection';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/**
 * The sections in the spec's order, its services and expertise one list (decisions, 2026-11-27); the footer (anchor `contact`) belongs to the layout. Under another
 * page's heading (the not-found notice), the hero's title is a level lower.
 */
export function HomePage({ titleLevel = 1 }: { titleLevel?: 1 | 2 }) {
  return (
    <>
      <HeroSection titleLevel={titleLevel} />
      <ServicesSection />
      <AboutSection />
      <InnovationSection />
      <ProjectsTeaser />
      <ContactBanner />
    </>
  );
}
