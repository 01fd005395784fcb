import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazyPage';
import { HeroSection } from './HeroSection';

// Not needed for the first screen: a chunk of its own, which hydrates once it arrives (docs/prerendering.md); an old
// tab that asks for it after a deploy reloads once, as for a page.
const BelowTheFold = lazyPage(
  () => import(/* webpackChunkName: "homeBelow" */ './BelowTheFold'),
  (module) => module.BelowTheFold,
);

/**
 * The sections in the spec's order, its services and its expertise one list (decisions, 2026-11-27); the
 * footer (anchor `contact`) belongs to the layout.
 */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
