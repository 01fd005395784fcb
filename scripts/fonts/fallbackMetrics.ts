import * as fontkit from 'fontkit';

/** What a `@font-face` rule of a local fallback needs so that text set in it takes the web face's room. */
export interface FallbackMetrics {
  /** Percentages, as the descriptors take them. */
  readonly sizeAdjust: number;
  readonly ascentOverride: number;
  readonly descentOverride: number;
  readonly lineGapOverride: number;
}

interface Measured {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly lineGap: number;
  advance(character: string): number | undefined;
}

function measured(file: string): Measured {
  const font = fontkit.openSync(file);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a collection, not one face`);
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    advance: (character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return font.hasGlyphForCodePoint(codePoint) ? font.glyphForCodePoint(codePoint).advanceWidth : undefined;
    },
  };
}

/** How often each character occurs in `sample` (the site's own copy): the widths that matter are its. */
export function characterCounts(sample: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const character of sample) counts.set(character, (counts.get(character) ?? 0) + 1);
  return counts;
}

/** Average advance per em of a face over the sample, counting only characters both faces draw. */
function averageWidth(font: Measured, other: Measured, counts: Map<string, number>): number {
  let width = 0;
  let total = 0;
  for (const [character, count] of counts) {
    const own = font.advance(character);
    if (own === undefined || other.advance(character) === undefined) continue;
    width += (own / font.unitsPerEm) * count;
    total += count;
  }
  if (total === 0) throw new Error('No character of the sample is drawn by both faces');
  return width / total;
}

const percent = (value: number) => Math.round(value * 10000) / 100;

/**
 * size-adjust scales the fallback so that the sample's text is as wide as in the web face; the overrides
 * then give the line the web face's ascent, descent and gap (divided by that scale, which applies to them).
 */
export function fallbackMetrics(webFontFile: string, fallbackFile: string, sample: string): FallbackMetrics {
  const web = measured(webFontFile);
  const fallback = measured(fallbackFile);
  const counts = characterCounts(sample);
  const scale = averageWidth(web, fallback, counts) / averageWidth(fallback, web, counts);
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.ascent / web.unitsPerEm / scale),
    descentOverride: percent(Math.abs(web.descent) / web.unitsPerEm / scale),
    lineGapOverride: percent(web.lineGap / web.unitsPerEm / scale),
  };
}
