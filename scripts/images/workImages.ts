import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import sharp, { type Sharp } from 'sharp';
import {
  WORK_IMAGE_RATIO,
  workImageFile,
  workImageFormats,
  workImageWidths,
  type WorkImage,
  type WorkImageFormat,
} from '../../src/content/workImage';
import { outlineText, SvgTextError } from './svgText';

/**
 * The encoders' settings. Flat artwork with text: a higher quality than photos need keeps the letters clean. AVIF at
 * effort 2: a fifth of the time of the default for a tenth more bytes (measured on the covers), which a fresh CI
 * build pays every time. They are part of every name, so a change of settings is never served from a cache.
 * The widths a phone picks (`phoneAvif.upTo`) get effort 6 and 4:2:0 chroma: the same letters at twice their size
 * for a quarter fewer bytes (the kalma cover's 17.4 KB → 12.6 KB), so a phone's first-screen image arrives in a new
 * connection's first round trip (tests/e2e/budgets.test.ts), for about a second and a half of encoding each.
 */
const settings = {
  avif: { quality: 62, effort: 2 },
  phoneAvif: { upTo: 800, quality: 53, effort: 6, chromaSubsampling: '4:2:0' },
  webp: { quality: 82, effort: 4 },
  version: 1,
} as const;

/** What a project image may be drawn or photographed as. */
export const sourceFormats = ['svg', 'png', 'jpg', 'webp'] as const;

/** The smallest source the widest layout (a full-bleed cover) still draws sharply. */
export const MIN_SOURCE = { width: 1600, height: 1000 } as const;

const encoders: Record<WorkImageFormat, (image: Sharp, width: number) => Sharp> = {
  avif: (image, width) => {
    const { upTo, ...phone } = settings.phoneAvif;
    return image.avif(width <= upTo ? phone : settings.avif);
  },
  webp: (image) => image.webp(settings.webp),
};

/** A project image the build accepts: where its source is and what the site will call it. */
export interface WorkImageSource {
  readonly source: string;
  readonly image: WorkImage;
}

/**
 * Checks one of a project's images (`file` in `dir`) and names its encodings. Returns the problems, each a sentence,
 * instead when the file is missing, of another format, too small or not 16:10.
 */
export function readWorkImage(dir: string, slug: string, file: string): WorkImageSource | string[] {
  const source = path.join(dir, file);
  const extension = path.extname(file).slice(1).toLowerCase().replace('jpeg', 'jpg');
  if (!(sourceFormats as readonly string[]).includes(extension))
    return [`${file} is not an image the build encodes: use ${sourceFormats.join(', ')}`];
  if (!existsSync(source)) return [`${file} is not in ${path.relative(process.cwd(), dir) || dir}`];
  const content = readFileSync(source);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(content);
  } catch {
    return [`${file} cannot be read as an image`];
  }
  const { width = 0, height = 0 } = size;
  if ((size.type === 'jpg' ? 'jpg' : size.type) !== extension) return [`${file} is not the ${extension} its name says`];
  const problems: string[] = [];
  if (width < MIN_SOURCE.width || height < MIN_SOURCE.height)
    problems.push(
      `${file} is ${String(width)} × ${String(height)}: images are ${String(MIN_SOURCE.width)} × ${String(MIN_SOURCE.height)} at least`,
    );
  const ratio = WORK_IMAGE_RATIO.width / WORK_IMAGE_RATIO.height;
  if (Math.abs(width / height - ratio) > 0.01 * ratio)
    problems.push(
      `${file} is ${String(width)} × ${String(height)}: images are ${String(WORK_IMAGE_RATIO.width)}:${String(WORK_IMAGE_RATIO.height)}, as every frame of the layout is`,
    );
  if (problems.length > 0) return problems;
  const hash = createHash('sha256').update(JSON.stringify(settings)).update(content).digest('hex').slice(0, 10);
  const name = path.basename(file, path.extname(file));
  return {
    source,
    image: {
      base: `assets/work/${slug}/${name}.${hash}`,
      width,
      height,
      widths: workImageWidths.filter((candidate) => candidate <= width),
    },
  };
}

/** An SVG source with its text as outlines; a refusal names the file, which the rasteriser's message cannot. */
function outlinedSvg(source: string): string {
  try {
    return outlineText(readFileSync(source, 'utf8'));
  } catch (error) {
    if (error instanceof SvgTextError)
      throw new SvgTextError(`${path.relative(process.cwd(), source)}: ${error.message}`);
    throw error;
  }
}

/** The source at full size, as pixels: artwork's text drawn in the studio's faces first. */
async function rasterise(source: string): Promise<Buffer> {
  const input = source.endsWith('.svg') ? sharp(Buffer.from(outlinedSvg(source))) : sharp(source).rotate();
  return input.png({ compressionLevel: 0 }).toBuffer();
}

/** Where encodings are kept between builds: their names change with their source, so none is ever stale. */
const CACHE_DIR = path.resolve('node_modules/.cache/work-images');

/** A project image's encodings, each a file of the build; those a build already made come from the cache. */
export async function encodeWorkImage({
  source,
  image,
}: WorkImageSource): Promise<{ file: string; content: Buffer }[]> {
  let pixels: Promise<Buffer> | undefined;
  const encodings = image.widths.flatMap((width) => workImageFormats.map((format) => ({ width, format })));
  const results: { file: string; content: Buffer }[] = [];
  for (const { width, format } of encodings) {
    const file = workImageFile(image, width, format);
    const cached = path.join(CACHE_DIR, file.replace(/\//g, '_'));
    if (existsSync(cached)) {
      results.push({ file, content: readFileSync(cached) });
      continue;
    }
    pixels ??= rasterise(source);
    const content = await encoders[format](sharp(await pixels).resize({ width }), width).toBuffer();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written whole or not at all: two builds at once never read half a file.
    const partial = `${cached}.${String(process.pid)}.part`;
    writeFileSync(partial, content);
    renameSync(partial, cached);
    results.push({ file, content });
  }
  return results;
}
