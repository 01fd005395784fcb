/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { heroLabelsScss } from '../../../scripts/fonts/heroLabelsScss';

describe("the hero's button labels (scss/_hero-labels.scss)", () => {
  it('are what scripts/fonts/writeFallbackFaces.ts measures today: run it again after changing a label', () => {
    expect(readFileSync('scss/_hero-labels.scss', 'utf8')).toBe(heroLabelsScss());
  });

  it('give each label of each language a width of its own, in em', () => {
    const widths = [...heroLabelsScss().matchAll(/width: (\d+\.\d+)em;/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(4);
    for (const width of widths) expect(width).toBeGreaterThan(3);
    // "Commencer" and "Voir nos réalisations", "Get started" and "See our work": sized to the words, not alike.
    expect(new Set(widths).size).toBe(4);
  });
});
