// `npx ts-node scripts/fonts/writeFallbackFaces.ts`: measures the web faces against their local fallbacks
// over the site's copy (both languages) and writes scss/_font-fallbacks.scss. Run it again after changing
// a face or much of the copy; tests/unit/fonts/fallbackFaces.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { fallbackFacesScss } from './fallbackFacesScss';

writeFileSync('scss/_font-fallbacks.scss', fallbackFacesScss());
console.log('Written scss/_font-fallbacks.scss');
