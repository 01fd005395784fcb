import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { escapeHtml } from '../../src/lib/html';
import { ogImage } from '../../src/seo/linkPreviews';
import { measureText, outlineText } from './svgText';

/** A mark or palette the build cannot draw from: the message names the file and why. */
export class BrandSourceError extends Error {
  override name = 'BrandSourceError';
}

/** The brand's mark (src/brand/mark.svg): its file, its text, and what placing it in other artwork takes. */
export interface Mark {
  readonly file: string;
  readonly svg: string;
  /** The root's attributes but its namespace, size and viewBox: what its drawing inherits. */
  readonly inherited: string;
  readonly viewBox: string;
  readonly content: string;
}

const refuse = (file: string, why: string): never => {
  throw new BrandSourceError(
    `${file} ${why}: the favicon, the app icons and the link preview are drawn from the brand's mark`,
  );
};

/** Reads the mark, refusing a file that is missing, unreadable or not one SVG with a viewBox. */
export function readMark(file: string): Mark {
  let svg = '';
  try {
    svg = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(file, `cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (root === null) return refuse(file, 'is not one <svg> element');
  const attributes = root[1] ?? '';
  const viewBox = /\sviewBox\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? '';
  const box = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value)) || (box[2] ?? 0) <= 0 || (box[3] ?? 0) <= 0)
    refuse(file, 'has no viewBox of four numbers with a width and a height');
  const inherited = attributes.replace(/\s(xmlns(?::\w+)?|viewBox|width|height|x|y)\s*=\s*"[^"]*"/g, '').trim();
  return { file, svg, inherited, viewBox, content: root[2] ?? '' };
}

/** The mark drawn in a square of `size` at (`x`, `y`) of other artwork, as a nested SVG: still vector. */
export function placed(mark: Mark, x: number, y: number, size: number, extra = ''): string {
  const inherited = mark.inherited === '' ? '' : ` ${mark.inherited}`;
  return `<svg x="${String(x)}" y="${String(y)}" width="${String(size)}" height="${String(size)}" viewBox="${mark.viewBox}"${inherited}${extra}>${mark.content}</svg>`;
}

const artwork = (width: number, height: number, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${content}</svg>`;

async function drawn(mark: Mark, svg: string): Promise<Sharp> {
  try {
    const image = sharp(Buffer.from(svg));
    await image.metadata();
    return image;
  } catch (error) {
    return refuse(mark.file, `cannot be drawn (${error instanceof Error ? error.message : String(error)})`);
  }
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** The mark drawn alone at 128 px, as RGBA pixels. */
async function pixels(mark: Mark): Promise<{ data: Buffer; size: number }> {
  const size = 128;
  const { data } = await (
    await drawn(mark, artwork(size, size, placed(mark, 0, 0, size)))
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, size };
}

/** The mark's ground: the colour most of its opaque pixels have (the icons' full bleed, the manifest's theme). */
export async function groundColour(mark: Mark): Promise<string> {
  const { data } = await pixels(mark);
  const counts = new Map<string, number>();
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset + 3] !== 255) continue;
    const colour = `#${hex(data[offset] ?? 0)}${hex(data[offset + 1] ?? 0)}${hex(data[offset + 2] ?? 0)}`;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const [ground] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? refuse(mark.file, 'draws no opaque pixel');
  return ground;
}

/** A maskable icon's safe zone: the centred circle of 80% diameter, which every launcher's mask leaves whole. */
export const MASKABLE_SAFE_RADIUS = 0.4;

/**
 * How large the mark may be drawn on a full bleed of its ground, as a share of the icon, with everything it draws on
 * its ground (the dot) inside the safe zone. The ground itself is the bleed, and the launcher's mask becomes the
 * mark's outline: the mark's own corners may fall outside, where they are the bleed's colour anyway.
 */
export async function maskableShare(mark: Mark, ground: string): Promise<number> {
  const { data, size } = await pixels(mark);
  const channels = [1, 3, 5].map((at) => parseInt(ground.slice(at, at + 2), 16));
  // Its edge against nothing is the ground too, at any opacity: compared as drawn, the colour times its opacity.
  const onGround = (offset: number) =>
    channels.every(
      (channel, index) => (Math.abs((data[offset + index] ?? 0) - channel) * (data[offset + 3] ?? 0)) / 255 <= 3,
    );
  let reach = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset + 3] === 0 || onGround(offset)) continue;
    const pixel = offset / 4;
    // To the pixel's far corner: what the larger icon draws of it stays inside too.
    const x = Math.abs((pixel % size) + 0.5 - size / 2) + 0.5;
    const y = Math.abs(Math.floor(pixel / size) + 0.5 - size / 2) + 0.5;
    reach = Math.max(reach, Math.hypot(x, y) / size);
  }
  return Math.min(1, MASKABLE_SAFE_RADIUS / reach);
}

/** The colours of the site the link preview is set in (scss/_variables.scss). */
export interface BrandPalette {
  readonly paper: string;
  readonly ink: string;
  readonly accent: string;
}

export function readPalette(file: string): BrandPalette {
  let scss = '';
  try {
    scss = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(file, `cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  const colour = (name: string) =>
    new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(scss)?.[1] ?? refuse(file, `has no $${name} colour`);
  return { paper: colour('body-bg'), ink: colour('secondary'), accent: colour('primary') };
}

/**
 * The link preview: the header's lockup (the mark beside the agency's name in Instrument Serif, the mark as tall as
 * the type is large, 0.6 of it apart, centred on the line) on the page's paper, the accent's band along the foot. No
 * sentence, so one image serves both languages; a long name is set smaller to keep the side margins.
 */
function previewSvg(mark: Mark, palette: BrandPalette, agencyName: string): string {
  const { width, height } = ogImage;
  const band = 16;
  const text = (size: number, x = 0, y = 0) =>
    `<text x="${String(x)}" y="${String(y)}" font-family="Instrument Serif" font-size="${String(size)}" letter-spacing="${String(-0.01 * size)}" fill="${palette.ink}">${escapeHtml(agencyName)}</text>`;
  const lockupWidth = (size: number) => size * (1 + 0.6 / 1.75) + measureText(text(size)).width;
  const largest = 176;
  const size = Math.floor(largest * Math.min(1, (width - 2 * 96) / lockupWidth(largest)));
  const { ascent, descent } = measureText(text(size));
  const left = (width - lockupWidth(size)) / 2;
  const middle = (height - band) / 2;
  // The header's glow (scss/_shell.scss, 0 4px 12px at 28 px), scaled to the mark.
  const glow =
    `<filter id="glow" x="-100%" y="-100%" width="300%" height="300%" color-interpolation-filters="sRGB">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${String((size * 6) / 28)}"/><feOffset dy="${String((size * 4) / 28)}" result="shadow"/>` +
    `<feFlood flood-color="${palette.accent}" flood-opacity="0.35"/><feComposite in2="shadow" operator="in"/>` +
    // Not feDropShadow: librsvg's moves the mark's own colour by one.
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return artwork(
    width,
    height,
    `<defs>${glow}</defs><rect width="${String(width)}" height="${String(height)}" fill="${palette.paper}"/>` +
      `<rect y="${String(height - band)}" width="${String(width)}" height="${String(band)}" fill="${palette.accent}"/>` +
      `<g filter="url(#glow)">${placed(mark, left, middle - size / 2, size)}</g>` +
      outlineText(text(size, left + size * (1 + 0.6 / 1.75), middle + (ascent - descent) / 2)),
  );
}

// The icons' few colours fit a palette exactly, at half the bytes; the preview's glow and type would move the brand
// colour itself, so it keeps every colour.
const png = (image: Sharp, palette = true) => image.png({ compressionLevel: 9, palette }).toBuffer();

/**
 * An icon file (`.ico`) holding the given square PNGs, as every browser since Windows Vista's reads one: a six-byte
 * header, a sixteen-byte entry per image, then the images.
 */
function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // 256 px is written as 0: the field is one byte.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** The sizes `/favicon.ico` holds: a tab's, a taskbar's and a desktop shortcut's at their usual scales. */
const ICO_SIZES = [16, 32, 48];

/**
 * Everything the site shows of the brand besides its pages, drawn from the mark: the favicon (the file itself, and
 * `/favicon.ico` for the clients that ask for it without reading the page), the app icons, Apple's touch icon and the
 * link preview, by their path in the site.
 */
export async function brandImages(mark: Mark, palette: BrandPalette, agencyName: string): Promise<Map<string, Buffer>> {
  const ground = await groundColour(mark);
  const share = await maskableShare(mark, ground);
  const icon = (size: number) => drawn(mark, artwork(size, size, placed(mark, 0, 0, size)));
  const onGround = (size: number, fraction: number) => {
    const inner = size * fraction;
    const at = (size - inner) / 2;
    return drawn(
      mark,
      artwork(
        size,
        size,
        `<rect width="${String(size)}" height="${String(size)}" fill="${ground}"/>${placed(mark, at, at, inner)}`,
      ),
    );
  };
  const [ico, icon192, icon512, maskable, apple, preview] = await Promise.all([
    Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(await icon(size)) }))).then(icoFile),
    icon(192).then(png),
    icon(512).then(png),
    onGround(512, share).then(png),
    // iOS masks the icon itself, and allows no transparency: as the maskable icon, opaque.
    onGround(180, share).then((image) => png(image.flatten({ background: ground }))),
    drawn(mark, previewSvg(mark, palette, agencyName)).then((image) =>
      png(image.flatten({ background: palette.paper }), false),
    ),
  ]);
  return new Map([
    ['favicon.svg', Buffer.from(mark.svg)],
    ['favicon.ico', ico],
    ['icons/icon-192.png', icon192],
    ['icons/icon-512.png', icon512],
    ['icons/maskable-512.png', maskable],
    ['icons/apple-touch-icon.png', apple],
    [ogImage.path.slice(1), preview],
  ]);
}
