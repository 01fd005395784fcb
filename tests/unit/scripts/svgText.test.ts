/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { measureText, outlineText, SvgTextError } from '../../../scripts/images/svgText';

const artwork = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100"><rect width="400" height="100" fill="#fff"/>${text}</svg>`;

/** How many of the picture's pixels are dark: drawn letters, not the white ground. */
async function inkedPixels(svg: string): Promise<number> {
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length;
}

describe('outlineText (artwork text drawn with no font installed)', () => {
  it('replaces each line of text by the outlines of its glyphs, in the fill it asked for', async () => {
    const svg = outlineText(
      artwork(
        '<text x="10" y="60" font-family="Instrument Serif" font-size="48" fill="#18152a">Trésorerie 12 450 €</text>',
      ),
    );
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[^"]+" fill="#18152a"\/>/);
    expect(await inkedPixels(svg)).toBeGreaterThan(1000);
  });

  it('places the line by its anchor, as a browser does', () => {
    const placed = (anchor: string) =>
      outlineText(
        artwork(
          `<text x="200" y="60" font-family="Instrument Sans" font-weight="600" font-size="20" text-anchor="${anchor}" fill="#000">Solde</text>`,
        ),
      );
    const firstX = (svg: string) => Number(/d="M(-?[\d.]+)/.exec(svg)?.[1]);
    expect(firstX(placed('start'))).toBeGreaterThanOrEqual(200);
    expect(firstX(placed('end'))).toBeLessThan(firstX(placed('middle')));
    expect(firstX(placed('middle'))).toBeLessThan(200);
  });

  it('measures a line as it sets it: its advance grows with the size, and the face’s ascent and descent', () => {
    const line = (size: number) =>
      `<text x="0" y="0" font-family="Instrument Serif" font-size="${String(size)}">Studio Nova</text>`;
    const small = measureText(line(50));
    const large = measureText(line(100));
    expect(large.width).toBeCloseTo(small.width * 2, 6);
    expect(small.width).toBeGreaterThan(150);
    // Instrument Serif: 990 and 310 units of 1000.
    expect(large).toMatchObject({ ascent: 99, descent: 31 });
    // The line is set where the anchor puts it: `end` at x ends it there.
    const ended = outlineText(artwork(line(50).replace('x="0"', 'x="300" text-anchor="end"')));
    const started = outlineText(artwork(line(50).replace('x="0"', `x="${String(300 - small.width)}"`)));
    expect(ended).toBe(started);
  });

  it.each([
    ['a face the studio does not use', '<text x="0" y="50" font-family="Arial" font-size="20">Solde</text>', /Arial/],
    [
      'a weight the face lacks',
      '<text x="0" y="50" font-family="Instrument Serif" font-weight="700" font-size="20">Solde</text>',
      /font-weight="700"/,
    ],
    [
      'a character the face lacks',
      '<text x="0" y="50" font-family="Instrument Sans" font-size="20">Suite →</text>',
      /has no "→"/,
    ],
    [
      'elements inside the text',
      '<text x="0" y="50" font-family="Instrument Sans" font-size="20">A <tspan>B</tspan></text>',
      /one plain line/,
    ],
    [
      'a style the outline could not keep',
      '<text x="0" y="50" font-family="Instrument Sans" font-size="20" style="font-style:italic">Solde</text>',
      /style/,
    ],
  ])('refuses %s, naming it', (_case, text, message) => {
    expect(() => outlineText(artwork(text))).toThrow(SvgTextError);
    expect(() => outlineText(artwork(text))).toThrow(message);
  });
});
