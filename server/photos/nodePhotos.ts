import path from 'node:path';
import { PHOTO_VERSION } from '../../src/lib/stockImage';
import type { Logger } from '../requestLog';
import { createDiskPhotoCache } from './diskCache';
import { photoUpstream, type PhotoCache, type PhotoRuntime } from './photoApp';
import { sharpEncoder } from './sharpEncoder';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The image endpoint on Node: sharp encodes, and photos are kept on disk under `PHOTO_CACHE_DIR` (and in
 * memory). A folder that cannot be used is no reason to refuse the start: the photos are kept in memory only.
 */
export async function nodePhotos(env: Env, log: Logger = console): Promise<PhotoRuntime> {
  const upstream = photoUpstream(env);
  const folder = path.resolve(env.PHOTO_CACHE_DIR ?? 'var/photos');
  let cache: PhotoCache | undefined;
  try {
    cache = await createDiskPhotoCache(folder, PHOTO_VERSION, log);
  } catch (error) {
    log.error(`photo cache: ${folder} cannot be used, so photos are kept in memory only: ${String(error)}`);
  }
  return { upstream, encoder: sharpEncoder, cache, log };
}
