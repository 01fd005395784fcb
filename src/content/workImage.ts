/**
 * One of a project's own images (content/projects/<slug>/), as the build encoded it: AVIF and WebP at each of
 * `widths`, under content-hashed names, served by the site itself and cached for good.
 */
export interface WorkImage {
  /** The encodings' common path, without the width and format: `assets/work/<slug>/<name>.<hash>`. */
  readonly base: string;
  readonly width: number;
  readonly height: number;
  /** The widths encoded, smallest first: those of `workImageWidths` the source reaches. */
  readonly widths: readonly number[];
}

/** What the layouts draw an image at, from a card on a phone to a full-bleed cover on a wide screen. */
export const workImageWidths = [480, 800, 1200, 1600] as const;

export const workImageFormats = ['avif', 'webp'] as const;
export type WorkImageFormat = (typeof workImageFormats)[number];

/** Every project image keeps this shape, so any of them fills any frame of the layout. */
export const WORK_IMAGE_RATIO = { width: 16, height: 10 } as const;

export const workImageFile = (image: WorkImage, width: number, format: WorkImageFormat): string =>
  `${image.base}-${String(width)}.${format}`;

export const workImageUrl = (image: WorkImage, width: number, format: WorkImageFormat): string =>
  `/${workImageFile(image, width, format)}`;

export const workImageSrcSet = (image: WorkImage, format: WorkImageFormat): string =>
  image.widths.map((width) => `${workImageUrl(image, width, format)} ${String(width)}w`).join(', ');
