import path from 'node:path';
import { PHOTO_VERSION } from '../../src/lib/stockImage';
import type { PhotoSettings } from '../config';
import type { PhotoCache, PhotoRuntime } from '../photos/photoApp';
import type { Logger } from '../requestLog';
import { createDiskPhotoCache } from './diskCache';
import { sharpEncoder } from './sharpEncoder';

/**
 * The image endpoint on Node: sharp encodes, and photos are kept on disk under `PHOTO_CACHE_DIR` (and in
 * memory). A folder that cannot be used is no reason to refuse the start: the photos are kept in memory only.
 */
export async function nodePhotos(settings: PhotoSettings, log: Logger = console): Promise<PhotoRuntime> {
  const folder = path.resolve(settings.cacheDir);
  let cache: PhotoCache | undefined;
  try {
    cache = await createDiskPhotoCache(folder, PHOTO_VERSION, log);
  } catch (error) {
    log.error(`photo cache: ${folder} cannot be used, so photos are kept in memory only: ${String(error)}`);
  }
  return { upstream: settings.upstream, encoder: sharpEncoder, cache, log };
}
