import path from 'node:path';
import { PHOTO_VERSION } from '../../src/lib/stockImage';
import type { Logger } from '../requestLog';
import { createDiskPhotoCache } from './diskCache';
import { DEFAULT_PHOTO_UPSTREAM, type PhotoAppOptions } from './photoApp';
import { sharpEncoder } from './sharpEncoder';

type Env = Readonly<Record<string, string | undefined>>;

/** `PHOTO_UPSTREAM`, an http(s) origin; anything else refuses the start rather than failing every photo. */
export function photoUpstream(env: Env): string {
  const value = env.PHOTO_UPSTREAM ?? DEFAULT_PHOTO_UPSTREAM;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '')
    throw new Error(`Invalid PHOTO_UPSTREAM: ${value} (an http or https address, without query)`);
  return value;
}

/** The image endpoint on Node: sharp encodes, and photos are kept on disk under `PHOTO_CACHE_DIR`. */
export async function nodePhotos(env: Env, log: Logger = console): Promise<PhotoAppOptions> {
  return {
    upstream: photoUpstream(env),
    encoder: sharpEncoder,
    cache: await createDiskPhotoCache(path.resolve(env.PHOTO_CACHE_DIR ?? 'var/photos'), PHOTO_VERSION, log),
    log,
  };
}
