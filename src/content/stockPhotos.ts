import type { StockImage } from '../lib/stockImage';
import { homePhotos } from './homePhotos';
import { portfolio } from './portfolio';

/** Every stock photo the site shows: the only ones its image endpoint serves (the build's manifest lists them). */
export const stockPhotos: readonly StockImage[] = [
  ...Object.values(homePhotos),
  ...portfolio.flatMap(({ image }) => (image === undefined ? [] : [image])),
];
