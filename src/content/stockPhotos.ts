import type { StockImage } from '../lib/stockImage';
import { homePhotos } from './homePhotos';

/**
 * Every stock photo the site shows, people and places only: the only ones its image endpoint serves (the build's
 * manifest lists them). The projects show their own images.
 */
export const stockPhotos: readonly StockImage[] = Object.values(homePhotos);
