import { AboutSection } from './AboutSection';
import { ContactBanner } from './ContactBanner';
import { ExpertiseSection } from './ExpertiseSection';
import { HeroSection } from './HeroSection';
import { InnovationSection } from './InnovationSection';
import { ProjectsTeaser } from './ProjectsTeaser';
import { ServicesSection } from './ServicesSection';

/**
 * The sections in the spec's order; the footer (anchor `contact`) belongs to the layout. Under another
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
      <ExpertiseSection />
      <ContactBanner />
    </>
  );
}
