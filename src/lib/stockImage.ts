/** A photo on the stock host, described well enough to reserve its space before it loads. */
export interface StockImage {
  /** The host's photo id, e.g. `photo-1522071820081-009f0129c71c`. */
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

export const STOCK_HOST = 'https://images.unsplash.com';

const widths = [320, 480, 640, 960, 1280, 1600] as const;

/** The host resizes and re-encodes on the fly: ask for the width the layout needs, in a modern format. */
export function stockImageUrl(image: StockImage, width: number): string {
  const params = new URLSearchParams({ auto: 'format', fit: 'crop', q: '70', w: String(width) });
  params.set('h', String(Math.round((width * image.height) / image.width)));
  return `${STOCK_HOST}/${image.id}?${params.toString()}`;
}

export function stockImageSrcSet(image: StockImage, maxWidth = 1600): string {
  return widths
    .filter((width) => width <= maxWidth)
    .map((width) => `${stockImageUrl(image, width)} ${width}w`)
    .join(', ');
}
