import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../requestLog';
import type { PhotoCache } from '../photos/photoApp';

/** A key is `<version>/<photo id>/<name>`, made by the endpoint from names it allows: nothing else is kept. */
const KEY = /^v\d+\/[\w-]+\/[\w.-]+$/;

/**
 * Photos kept on disk under `root` (`PHOTO_CACHE_DIR`), one file per key. Each write goes to a temporary file of its
 * own, then is renamed over the key's file, so a reader never sees half a photo.
 */
export async function createDiskPhotoCache(root: string, version: string, log: Logger = console): Promise<PhotoCache> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory() && /^v\d+$/.test(entry.name) && entry.name !== version)
      await rm(path.join(root, entry.name), { recursive: true, force: true });
  }
  // Temporaries of writes a stop cut short.
  const current = path.join(root, version);
  await mkdir(current, { recursive: true, mode: 0o700 });
  for (const file of await readdir(current, { recursive: true })) {
    if (file.endsWith('.tmp')) await rm(path.join(current, file), { force: true });
  }
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Not a photo cache key: ${key}`);
    return path.join(root, key);
  };
  return {
    read: async (key) => {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error(`photo cache: could not read ${key}`, error);
        return undefined;
      }
    },
    write: async (key, bytes) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
