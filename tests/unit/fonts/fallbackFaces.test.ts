/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { fallbackFacesScss } from '../../../scripts/fonts/fallbackFacesScss';
import { fallbackMetrics } from '../../../scripts/fonts/fallbackMetrics';
import { fallbackFaces } from '../../../scripts/fonts/faces';

describe('the fallback faces (scss/_font-fallbacks.scss)', () => {
  // Within half a percent: new copy moves the averages a little, a new face or fallback moves them a lot.
  it('are what scripts/fonts/writeFallbackFaces.ts measures today: run it again after changing a face', () => {
    const numbers = (scss: string) => [...scss.matchAll(/(-?\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]));
    const written = numbers(readFileSync('scss/_font-fallbacks.scss', 'utf8'));
    const measured = numbers(fallbackFacesScss());
    expect(written).toHaveLength(measured.length);
    expect(written.length).toBe(4 * fallbackFaces.length);
    written.forEach((value, index) => {
      expect(Math.abs(value - (measured[index] ?? NaN))).toBeLessThanOrEqual(0.5);
    });
  });

  it('scale a face to its own width: measured against itself, nothing changes', () => {
    const [face] = fallbackFaces;
    if (face === undefined) throw new Error('No fallback face');
    const metrics = fallbackMetrics(
      face.measuredFont,
      face.measuredFont,
      'Un projet en tête\u202f? Œuvre, «\u00a0oui\u00a0».',
    );
    expect(metrics.sizeAdjust).toBe(100);
  });

  it('make a narrower fallback larger and a wider one smaller', () => {
    const serif = fallbackFaces.find((face) => face.family.includes('Serif'));
    const sans = fallbackFaces.find((face) => face.family.includes('Sans') && face.weight === 400);
    if (serif === undefined || sans === undefined) throw new Error('A fallback face is missing');
    const sample = 'Nous donnons forme à vos idées numériques';
    // Instrument Serif is condensed: Times takes less room scaled down.
    expect(fallbackMetrics(serif.measuredFont, serif.fallbackFile, sample).sizeAdjust).toBeLessThan(95);
    expect(fallbackMetrics(sans.measuredFont, sans.fallbackFile, sample).sizeAdjust).toBeGreaterThan(90);
  });
});
