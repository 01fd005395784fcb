// `npx ts-node scripts/fonts/writeFallbackFaces.ts`: measures the web faces against their local fallbacks
// over the site's copy (both languages) and writes scss/_font-fallbacks.scss, and the hero's button labels in
// their face, scss/_hero-labels.scss. Run it again after changing a face, much of the copy or a hero label;
// tests/unit/fonts/ fails while either file is out of date.
import { writeFileSync } from 'node:fs';
import { fallbackFacesScss } from './fallbackFacesScss';
import { heroLabelsScss } from './heroLabelsScss';

writeFileSync('scss/_font-fallbacks.scss', fallbackFacesScss());
writeFileSync('scss/_hero-labels.scss', heroLabelsScss());
console.log('Written scss/_font-fallbacks.scss and scss/_hero-labels.scss');
