/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  brandImages,
  BrandSourceError,
  groundColour,
  MASKABLE_SAFE_RADIUS,
  readMark,
  readPalette,
} from '../../../scripts/images/brandImages';
import { SvgTextError } from '../../../scripts/images/svgText';
import { pageDocument } from '../../../scripts/webpack/pageDocument';

const MARK = 'src/brand/mark.svg';
const palette = readPalette('scss/_variables.scss');

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'brand-images-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A mark of the test's own, written to a file as the real one is. */
function markFile(name: string, svg: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, svg);
  return file;
}

interface Picture {
  width: number;
  height: number;
  channels: number;
  /** The pixel at (x, y) as `#rrggbb`, and its opacity (0 to 255). */
  at: (x: number, y: number) => { colour: string; alpha: number };
}

async function decode(png: Buffer | undefined): Promise<Picture> {
  if (png === undefined) throw new Error('no such image');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const hex = (value: number | undefined) => (value ?? 0).toString(16).padStart(2, '0');
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    at: (x, y) => {
      const offset = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
      return {
        colour: `#${hex(data[offset])}${hex(data[offset + 1])}${hex(data[offset + 2])}`,
        alpha: info.channels === 4 ? (data[offset + 3] ?? 0) : 255,
      };
    },
  };
}

/** The mark's dot (its `<circle>`) as a share of the mark's side: where the icons must show it white. */
function dotOf(svg: string): { x: number; y: number; r: number } {
  const side = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
  const circle = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/.exec(svg);
  return { x: Number(circle?.[1]) / side, y: Number(circle?.[2]) / side, r: Number(circle?.[3]) / side };
}

const WHITE = { colour: '#ffffff', alpha: 255 };

describe('the brand images, drawn from the mark', () => {
  const svg = readFileSync(MARK, 'utf8');
  const dot = dotOf(svg);
  let images: Map<string, Buffer>;
  let ground: string;
  beforeAll(async () => {
    images = await brandImages(readMark(MARK), palette, 'Studio Nova');
    ground = await groundColour(readMark(MARK));
  });

  it('are the favicon (the mark itself, and as an icon file), the three app icons, Apple’s touch icon and the link preview', () => {
    expect([...images.keys()].sort()).toEqual([
      'favicon.ico',
      'favicon.svg',
      'icons/apple-touch-icon.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-512.png',
      'og-image.png',
    ]);
    expect(images.get('favicon.svg')?.toString('utf8')).toBe(svg);
  });

  it('take the mark’s ground as the brand colour, the manifest’s theme; the splash screen is the page’s paper', () => {
    expect(ground).toBe('#5b3df5');
    const manifest = JSON.parse(readFileSync('manifest.json', 'utf8')) as Record<string, unknown>;
    expect(manifest.theme_color).toBe(ground);
    expect(manifest.background_color).toBe(palette.paper);
    // The browser's bar in the light scheme, the manifest's theme too.
    const page = pageDocument({ language: 'fr', url: '/', head: '', appHtml: '', assets: { scripts: [], styles: [] } });
    expect(page).toContain(`<meta name="theme-color" content="${ground}">`);
  });

  it.each([
    ['icons/icon-192.png', 192],
    ['icons/icon-512.png', 512],
  ])('draw %s as the mark is drawn: clear corners, its ground, its white dot', async (file, size) => {
    const icon = await decode(images.get(file));
    expect([icon.width, icon.height]).toEqual([size, size]);
    expect(icon.at(0, 0).alpha).toBe(0);
    expect(icon.at(size - 1, size - 1).alpha).toBe(0);
    expect(icon.at(size * 0.25, size * 0.75)).toEqual({ colour: ground, alpha: 255 });
    expect(icon.at(size * dot.x, size * dot.y)).toEqual(WHITE);
    // Just outside the dot, the ground again.
    expect(icon.at(size * (dot.x - dot.r * 1.4), size * dot.y)).toEqual({ colour: ground, alpha: 255 });
  });

  it.each([
    ['icons/maskable-512.png', 512],
    ['icons/apple-touch-icon.png', 180],
  ])('fill %s with the brand colour to its corners, the dot where the mark puts it', async (file, size) => {
    const icon = await decode(images.get(file));
    expect([icon.width, icon.height]).toEqual([size, size]);
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ] as const)
      expect(icon.at(x, y)).toEqual({ colour: ground, alpha: 255 });
    expect(icon.at(size * dot.x, size * dot.y)).toEqual(WHITE);
    // The dot stays inside the safe zone every launcher's mask leaves whole.
    expect(Math.hypot(dot.x - 0.5, dot.y - 0.5) + dot.r).toBeLessThan(MASKABLE_SAFE_RADIUS);
  });

  it('hold the mark at 16, 32 and 48 px in /favicon.ico, each image a PNG where its entry says', async () => {
    const ico = images.get('favicon.ico') ?? Buffer.alloc(0);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const entries = [0, 1, 2].map((index) => {
      const at = 6 + 16 * index;
      return {
        width: ico.readUInt8(at),
        height: ico.readUInt8(at + 1),
        bits: ico.readUInt16LE(at + 6),
        png: ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8)),
      };
    });
    expect(entries.map(({ width, height, bits }) => [width, height, bits])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    const last = entries.at(-1)?.png ?? Buffer.alloc(0);
    expect(ico.subarray(ico.length - last.length).equals(last)).toBe(true);
    for (const { width, png } of entries) {
      const icon = await decode(png);
      expect([icon.width, icon.height]).toEqual([width, width]);
      expect(icon.at(0, 0).alpha).toBe(0);
    }
    const large = await decode(entries[2]?.png);
    expect(large.at(48 * 0.25, 48 * 0.75)).toEqual({ colour: ground, alpha: 255 });
    expect(large.at(48 * dot.x, 48 * dot.y)).toEqual(WHITE);
  });

  it('make Apple’s touch icon opaque: no alpha channel at all', async () => {
    expect((await decode(images.get('icons/apple-touch-icon.png'))).channels).toBe(3);
  });

  it('set the link preview, 1200 x 630, on the page’s paper: the mark, square, with its dot, and the name beside it', async () => {
    const preview = await decode(images.get('og-image.png'));
    expect([preview.width, preview.height]).toEqual([1200, 630]);
    expect(preview.at(4, 4)).toEqual({ colour: palette.paper, alpha: 255 });
    // Where the mark is: the box of its ground above the accent's band along the foot.
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    for (let y = 0; y < 600; y += 1)
      for (let x = 0; x < 1200; x += 1)
        if (preview.at(x, y).colour === ground) {
          box.left = Math.min(box.left, x);
          box.right = Math.max(box.right, x);
          box.top = Math.min(box.top, y);
          box.bottom = Math.max(box.bottom, y);
        }
    const side = box.right - box.left + 1;
    expect(side).toBeGreaterThan(100);
    expect(box.bottom - box.top + 1).toBeCloseTo(side, -1);
    expect(preview.at(box.left + side * dot.x, box.top + side * dot.y).colour).toBe('#ffffff');
    expect(preview.at(box.left + side / 2, box.top + side * 0.8).colour).toBe(ground);
    // The name in the ink of the headings, beside the mark.
    let ink = 0;
    for (let x = box.right + 1; x < 1200; x += 1)
      for (let y = box.top; y <= box.bottom; y += 1) if (preview.at(x, y).colour === palette.ink) ink += 1;
    expect(ink).toBeGreaterThan(2000);
  });

  it('follow the mark: another mark in another colour gives icons and a preview of that colour, its dot where it is', async () => {
    const green = markFile(
      'green.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1f8a4c"/><circle cx="12" cy="28" r="5" fill="#fff"/></svg>',
    );
    const other = await brandImages(readMark(green), palette, 'Studio Nova');
    expect(other.get('favicon.svg')?.toString('utf8')).toBe(readFileSync(green, 'utf8'));
    const maskable = await decode(other.get('icons/maskable-512.png'));
    expect(maskable.at(0, 0).colour).toBe('#1f8a4c');
    expect(maskable.at(512 * 0.3, 512 * 0.7)).toEqual(WHITE);
    const icon = await decode(other.get('icons/icon-192.png'));
    expect(icon.at(192 * 0.3, 192 * 0.7)).toEqual(WHITE);
    expect(icon.at(192 * 0.7, 192 * 0.3).colour).toBe('#1f8a4c');
    const preview = await decode(other.get('og-image.png'));
    let green_ = 0;
    for (let y = 0; y < 600; y += 2)
      for (let x = 0; x < 1200; x += 2) if (preview.at(x, y).colour === '#1f8a4c') green_ += 1;
    expect(green_).toBeGreaterThan(2000);
  });

  it('keep what a mark draws near its corner inside the maskable icon’s safe zone, scaling it down', async () => {
    const corner = markFile(
      'corner.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#5b3df5"/><rect x="8" y="0" width="2" height="2" fill="#fff"/></svg>',
    );
    const maskable = await decode(
      (await brandImages(readMark(corner), palette, 'Studio Nova')).get('icons/maskable-512.png'),
    );
    const safe = 512 * MASKABLE_SAFE_RADIUS;
    for (let y = 0; y < 512; y += 2)
      for (let x = 0; x < 512; x += 2)
        if (maskable.at(x, y).colour !== '#5b3df5')
          expect(Math.hypot(x + 0.5 - 256, y + 0.5 - 256)).toBeLessThanOrEqual(safe);
    // Still drawn, only smaller.
    let white = 0;
    for (let y = 0; y < 512; y += 2)
      for (let x = 0; x < 512; x += 2) if (maskable.at(x, y).colour === '#ffffff') white += 1;
    expect(white).toBeGreaterThan(100);
  });
});

describe('a mark or a palette the build cannot draw from', () => {
  it('is refused, naming the file, when it is missing', () => {
    const missing = path.join(folder, 'no-such-mark.svg');
    expect(() => readMark(missing)).toThrow(BrandSourceError);
    expect(() => readMark(missing)).toThrow(`${missing} cannot be read`);
  });

  it.each([
    ['not an SVG', 'PNG?', 'is not one <svg> element'],
    [
      'an SVG with no viewBox',
      '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"></svg>',
      'has no viewBox',
    ],
  ])('is refused, naming the file, when it is %s', (_case, text, why) => {
    const file = markFile('bad.svg', text);
    expect(() => readMark(file)).toThrow(`${file} ${why}`);
  });

  it('is refused, naming the file, when sharp cannot draw it', async () => {
    const file = markFile('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect</svg>');
    await expect(brandImages(readMark(file), palette, 'Studio Nova')).rejects.toThrow(`${file} cannot be drawn`);
  });

  it('is refused, naming the file and the colour, when the palette lacks one', () => {
    const file = markFile('_variables.scss', '$primary: #5b3df5;\n$secondary: #18152a;\n');
    expect(() => readPalette(file)).toThrow(`${file} has no $body-bg colour`);
  });

  it('refuses an agency name the wordmark’s face cannot set, naming the character', async () => {
    await expect(brandImages(readMark(MARK), palette, 'Studio → Nova')).rejects.toThrow(SvgTextError);
    await expect(brandImages(readMark(MARK), palette, 'Studio → Nova')).rejects.toThrow(/has no "→"/);
  });
});
