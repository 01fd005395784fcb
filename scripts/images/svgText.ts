import * as fontkit from 'fontkit';
import { displayFaceFile } from '../fonts/faces';

/** The studio's faces, as static files, by family and weight: what an artwork's `<text>` may ask for. */
const faceFiles: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  'Instrument Sans': Object.fromEntries(
    [400, 500, 600, 700].map((weight) => [
      weight,
      `node_modules/@fontsource/instrument-sans/files/instrument-sans-latin-${String(weight)}-normal.woff2`,
    ]),
  ),
  'Instrument Serif': {
    400: displayFaceFile,
  },
};

/** Refused artwork: the message says which text and why. */
export class SvgTextError extends Error {
  override name = 'SvgTextError';
}

const faces = new Map<string, fontkit.Font>();

function face(family: string, weight: number): fontkit.Font {
  const file = faceFiles[family]?.[weight];
  if (file === undefined)
    throw new SvgTextError(
      `font-family="${family}" font-weight="${String(weight)}" is not one of the studio's faces: ${Object.entries(
        faceFiles,
      )
        .map(([name, weights]) => `${name} (${Object.keys(weights).join(', ')})`)
        .join('; ')}`,
    );
  let font = faces.get(file);
  if (font === undefined) {
    const opened = fontkit.openSync(file);
    if (!('layout' in opened)) throw new SvgTextError(`${file} is a collection, not one face`);
    font = opened;
    faces.set(file, font);
  }
  return font;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const named = entities[name];
    if (named === undefined) throw new SvgTextError(`unknown entity ${whole}`);
    return named;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes.set(name ?? '', double ?? single ?? '');
  return attributes;
}

/** How wide `line` is set in a studio face at `size`, kerned: for laying out generated images' text. */
export function textWidth(family: string, weight: number, size: number, line: string): number {
  const font = face(family, weight);
  return (font.layout(line).advanceWidth * size) / font.unitsPerEm;
}

/** `text` broken into lines no wider than `width`, between words. */
export function wrapText(family: string, weight: number, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(family, weight, size, `${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** What a `<text>` says about its look that a path keeps as it is. */
const kept = ['fill', 'fill-opacity', 'opacity', 'stroke', 'stroke-width', 'id'];
const understood = new Set([
  ...kept,
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
  'xml:space',
]);

const round = (value: number) => Math.round(value * 100) / 100;

function number(attributes: Map<string, string>, name: string, fallback?: number): number {
  const raw = attributes.get(name);
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new SvgTextError(`a <text> has no ${name}`);
  }
  const value = Number(raw.replace(/px$/, ''));
  if (!Number.isFinite(value)) throw new SvgTextError(`${name}="${raw}" is not a number in user units`);
  return value;
}

/** One line of text set in its face, kerned, with what placing it takes. */
function setLine(attributeSource: string, content: string) {
  const attributes = attributesOf(attributeSource);
  for (const name of attributes.keys())
    if (!understood.has(name)) throw new SvgTextError(`a <text> has ${name}, which artwork text may not use`);
  const family = (attributes.get('font-family') ?? '').replace(/['"]/g, '').split(',')[0]?.trim() ?? '';
  const weightName = attributes.get('font-weight') ?? '400';
  const weight = weightName === 'normal' ? 400 : weightName === 'bold' ? 700 : Number(weightName);
  const font = face(family, weight);
  const size = number(attributes, 'font-size');
  const spacing = number(attributes, 'letter-spacing', 0);
  const line = decode(content).replace(/\s+/g, ' ').trim();
  const run = font.layout(line);
  const missing = [...new Set(run.glyphs.filter((glyph) => glyph.id === 0).flatMap((glyph) => glyph.codePoints))];
  if (missing.length > 0)
    throw new SvgTextError(
      `"${line}": ${family} has no ${missing.map((point) => `"${String.fromCodePoint(point)}"`).join(', ')}`,
    );
  const scale = size / font.unitsPerEm;
  const width = run.advanceWidth * scale + spacing * run.glyphs.length;
  return { attributes, font, run, scale, spacing, width };
}

/**
 * What one `<text>` element takes, in user units: its advance width (what `text-anchor` reckons with) and its face's
 * ascent and descent at its size (both positive), so that artwork can fit a line and centre it as CSS would.
 */
export function measureText(text: string): { width: number; ascent: number; descent: number } {
  const element = /^\s*<text\b([^>]*)>([^<]*)<\/text>\s*$/.exec(text);
  if (element === null) throw new SvgTextError('measureText takes one <text> element of one plain line');
  const { font, scale, width } = setLine(element[1] ?? '', element[2] ?? '');
  return { width, ascent: font.ascent * scale, descent: -font.descent * scale };
}

/** One line of text as the outlines of its glyphs, kerned and placed as a browser sets it. */
function textPath(attributeSource: string, content: string): string {
  const { attributes, run, scale, spacing, width } = setLine(attributeSource, content);
  const anchor = attributes.get('text-anchor') ?? 'start';
  const shift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0;
  let x = number(attributes, 'x') - shift;
  const y = number(attributes, 'y');
  const outlines: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (position === undefined) return;
    const outline = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    if (outline !== '') outlines.push(outline.replace(/-?\d+\.\d+/g, (digits) => String(round(Number(digits)))));
    x += position.xAdvance * scale + spacing;
  });
  const look = kept
    .filter((name) => attributes.has(name))
    .map((name) => ` ${name}="${attributes.get(name) ?? ''}"`)
    .join('');
  return `<path d="${outlines.join('')}"${look}/>`;
}

/**
 * The SVG with each `<text>` replaced by the outlines of its glyphs in the studio's faces, so any rasteriser draws
 * it as a browser with the site's fonts would, with no font installed. Artwork text is one plain line per `<text>`.
 */
export function outlineText(svg: string): string {
  const outlined = svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_whole, attributes: string, content: string) =>
    textPath(attributes, content),
  );
  const left = /<(text|tspan|textPath)\b/.exec(outlined);
  if (left !== null)
    throw new SvgTextError(`<${left[1] ?? 'text'}> must be one plain line of text: no elements inside it`);
  return outlined;
}
