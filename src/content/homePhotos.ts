import type { StockImage } from '../lib/stockImage';

/** The home page's own photos, people and places; the projects show their own images (content/projects/). */
export const homePhotos = {
  about: { id: 'photo-1552664730-d307ca884978', width: 1200, height: 1200 },
} as const satisfies Record<string, StockImage>;
