import * as fontkit from 'fontkit';
import { fullDictionaries } from '../../tests/support/fullDictionaries';

/** The hero's buttons' face: Instrument Sans at their weight (600), the static file of the variable face's design. */
const buttonFace = 'node_modules/@fontsource/instrument-sans/files/instrument-sans-latin-600-normal.woff2';

/** Each hero button's label, by the modifier of its class (src/features/home/HeroSection.tsx). */
const labels = { 'get-started': 'getStarted', 'see-work': 'seeWork' } as const;

/**
 * The hero's button labels' widths in the site's face, by language, as scss/_hero-labels.scss holds them: each
 * button is as wide as its label whichever face draws it, so the faces swapping in move nothing.
 */
export function heroLabelsScss(): string {
  const face = fontkit.openSync(buttonFace);
  if (!('layout' in face)) throw new Error(`${buttonFace} is a collection, not one face`);
  // Kerned as browsers set it, in em, to a thousandth rounded up so the label never overflows its box.
  const width = (label: string) => Math.ceil((face.layout(label).advanceWidth / face.unitsPerEm) * 1000) / 1000;
  const rules = (['fr', 'en'] as const).flatMap((language) =>
    Object.entries(labels).map(
      ([modifier, key]) =>
        `html[lang='${language}'] .hero__label--${modifier} {\n  width: ${String(width(fullDictionaries[language].hero[key]))}em;\n}`,
    ),
  );
  return `// Written by scripts/fonts/writeFallbackFaces.ts from the buttons' face and the hero's labels: do not edit.\n\n${rules.join('\n\n')}\n`;
}
