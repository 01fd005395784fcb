import { use } from 'react';
import type { CaseStudy } from '../../content/caseStudy';
import { loadCaseStudy } from '../../content/caseStudies';

// One request per case study for the tab's life: React asks again on every render until it has settled.
const loading = new Map<string, Promise<CaseStudy>>();

/** The project's case study, from its own chunk; suspends the first time, as a lazy page does. */
export function useCaseStudy(slug: string): CaseStudy {
  let study = loading.get(slug);
  if (study === undefined) {
    study = loadCaseStudy(slug);
    loading.set(slug, study);
  }
  return use(study);
}
