/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { readJournal } from '../../../scripts/content/journal';
import { readProjects } from '../../../scripts/content/projects';
import { displayFaceFile } from '../../../scripts/fonts/faces';
import { siteCharacters, subsetFace } from '../../../scripts/fonts/subsetFace';
import { fullDictionaries } from '../../support/fullDictionaries';

function openFace(content: Buffer): fontkit.Font {
  const font = fontkit.create(content);
  if (!('hasGlyphForCodePoint' in font)) throw new Error('A collection, not one face');
  return font;
}

/** Every text the pages show, as they show it: the copy with each page's own, the projects and the articles. */
function renderedText(): string {
  const projects = readProjects();
  return JSON.stringify([fullDictionaries, projects, readJournal(projects.map((project) => project.card.slug))]);
}

describe('the display face as the build serves it (scripts/webpack/subsetFontLoader.ts)', () => {
  const original = readFileSync(displayFaceFile);
  let subset: Buffer;

  beforeAll(async () => {
    subset = await subsetFace(original, siteCharacters(['Studio Ångström, 12 rue de la Paix']));
  });

  it('draws every character of the rendered copy, projects and articles that the whole face draws', () => {
    const whole = openFace(original);
    const served = openFace(subset);
    const missing = [...new Set(renderedText())].filter((character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return whole.hasGlyphForCodePoint(codePoint) && !served.hasGlyphForCodePoint(codePoint);
    });
    expect(missing).toEqual([]);
  });

  it('draws the characters given beside the copy (the agency’s details) and all of printable ASCII', () => {
    const served = openFace(subset);
    for (const character of ['Å', '~', '|', '@', '0', '9'])
      expect(served.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)).toBe(true);
  });

  it('leaves out what the site never writes, and weighs a quarter less than the whole face', () => {
    const served = openFace(subset);
    // Latin-1 letters no copy uses: Icelandic and Nordic.
    for (const character of ['þ', 'ð', 'ø', 'å'])
      expect(served.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)).toBe(false);
    expect(subset.length).toBeLessThan(original.length * 0.8);
  });

  it('reads escapes in the copy as the characters they stand for', () => {
    const characters = siteCharacters();
    expect(characters).toContain('\u202f');
    expect(characters).toContain('\u00a0');
    expect(Array.from(characters).filter((character) => character < ' ')).toEqual([]);
  });
});
