import type { StockImage } from '../lib/stockImage';

/** The home page's own photos; the projects' photos live with the portfolio. */
export const homePhotos = {
  hero: { id: 'photo-1522071820081-009f0129c71c', width: 1200, height: 900 },
  about: { id: 'photo-1552664730-d307ca884978', width: 1200, height: 1200 },
} as const satisfies Record<string, StockImage>;
