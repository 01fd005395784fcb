import { ContactBanner } from './ContactBanner';
import { ExpertiseSection } from './ExpertiseSection';

export function ExpertisePage() {
  return (
    <>
      <ExpertiseSection asPage />
      <ContactBanner />
    </>
  );
}
