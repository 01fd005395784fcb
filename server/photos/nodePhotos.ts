import path from 'node:path';
import { PHOTO_VERSION } from '../../src/lib/stockImage';
import type { Logger } from '../requestLog';
import { createDiskPhotoCache } from './diskCache';
import { photoUpstream, type PhotoRuntime } from './photoApp';
import { sharpEncoder } from './sharpEncoder';

type Env = Readonly<Record<string, string | undefined>>;

/** The image endpoint on Node: sharp encodes, and photos are kept on disk under `PHOTO_CACHE_DIR`. */
export async function nodePhotos(env: Env, log: Logger = console): Promise<PhotoRuntime> {
  return {
    upstream: photoUpstream(env),
    encoder: sharpEncoder,
    cache: await createDiskPhotoCache(path.resolve(env.PHOTO_CACHE_DIR ?? 'var/photos'), PHOTO_VERSION, log),
    log,
  };
}
