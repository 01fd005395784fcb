/** A photo on the stock host, described well enough to reserve its space before it loads. */
export interface StockImage {
  /** The host's photo id, e.g. `photo-1522071820081-009f0129c71c`. */
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Names the server's encoding settings (server/photos/encoding.ts): a change of settings gets a new version,
 * so every photo URL can be cached for good.
 */
export const PHOTO_VERSION = 'v1';

/** The widths the layout offers the browser; the image endpoint serves these and no other. */
export const photoWidths = [320, 480, 640, 960, 1280, 1600] as const;

/** The photo at a width, from the site's own image endpoint: no other host hears of the visitor. */
export function stockImageUrl(image: StockImage, width: number): string {
  return `/img/${PHOTO_VERSION}/${image.id}/${String(width)}`;
}

export function stockImageSrcSet(image: StockImage, maxWidth = 1600): string {
  return photoWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `${stockImageUrl(image, width)} ${String(width)}w`)
    .join(', ');
}

/** The photo's height at a width, its ratio kept (the server crops to it). */
export const heightAt = (image: StockImage, width: number) => Math.round((width * image.height) / image.width);
