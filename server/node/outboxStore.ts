import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { LeadsSettings } from '../config';
import { StoreUnavailable } from '../leads/errors';
import { leadKinds } from '../../src/lib/leads/kinds';
import { storeFolders, type LeadStore, type StoreFolder } from '../leads/ports';
import { expiredRecords, readOutbox, removeRecords } from './outboxRecords';

/** The part of `node:fs/promises` the outbox uses: tests give one that fails as a full disk would. */
export type OutboxFileSystem = Pick<typeof fsPromises, 'mkdir' | 'open' | 'link' | 'rm' | 'access' | 'readFile'>;

/** The temporary file of a write (`.<name>.<random>.tmp`): linked to its name once whole. */
const UNFINISHED_WRITE = /^\..+\.tmp$/;

/** Each folder's path: under `OUTBOX_DIR` by its name, the consultations' in `CONSULTATION_OUTBOX_DIR` if set (older). */
export function outboxFolders(settings: LeadsSettings['store']): Readonly<Record<StoreFolder, string>> {
  const dirs = Object.fromEntries(storeFolders.map((folder) => [folder, path.resolve(settings.dir, folder)]));
  if (settings.consultationsDir !== undefined)
    dirs[leadKinds.consultation.folder] = path.resolve(settings.consultationsDir);
  return dirs as Record<StoreFolder, string>;
}

/**
 * Removes, at start, the temporary files of writes a stop cut short (a crash, `kill -9`): none of them was
 * acknowledged, so nothing is lost, and they would otherwise pile up. A folder not made yet has none.
 */
function removeUnfinishedWrites(dir: string, log: Pick<Console, 'warn'>): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const unfinished = names.filter((name) => UNFINISHED_WRITE.test(name));
  for (const name of unfinished) rmSync(path.join(dir, name), { force: true });
  if (unfinished.length > 0)
    log.warn(
      `Removed ${String(unfinished.length)} unfinished write(s) from ${dir}, left by a stop that cut them short`,
    );
}

/**
 * The outbox on disk (files 0600): each record is written to a temporary file, flushed, then linked to its name,
 * which link(2) refuses when it exists: the first complete write is kept, a crash never leaves half a record.
 */
export function outboxStore(
  settings: LeadsSettings['store'],
  { fs = fsPromises, log = console }: { fs?: OutboxFileSystem; log?: Pick<Console, 'warn'> } = {},
): LeadStore {
  const dirs = outboxFolders(settings);
  for (const folder of storeFolders) removeUnfinishedWrites(dirs[folder], log);
  return {
    async keep(folder, name, record) {
      const dir = dirs[folder];
      const file = path.join(dir, `${name}.json`);
      const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      try {
        await fs.mkdir(dir, { recursive: true, mode: 0o700 });
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        return await fs.link(temporary, file).then(
          () => 'kept' as const,
          (error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'already' as const;
            throw error;
          },
        );
      } catch (error) {
        const what = folder === 'newsletter' ? 'a subscriber' : `request ${name}`;
        throw new StoreUnavailable(`The outbox ${dir} cannot keep ${what}: ${String(error)}`);
      } finally {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
      }
    },
    async has(folder, name) {
      try {
        await fs.access(path.join(dirs[folder], `${name}.json`));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw new StoreUnavailable(`The outbox ${dirs[folder]} cannot be read: ${String(error)}`);
      }
    },
    async read(folder, name) {
      try {
        return JSON.parse(await fs.readFile(path.join(dirs[folder], `${name}.json`), 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new StoreUnavailable(`The outbox ${dirs[folder]} cannot be read: ${String(error)}`);
      }
    },
    async remove(folder, name) {
      const file = path.join(dirs[folder], `${name}.json`);
      try {
        await fs.rm(file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw new StoreUnavailable(`The outbox cannot remove ${file}: ${String(error)}`);
      }
    },
    async purge(before) {
      try {
        return await removeRecords(expiredRecords(await readOutbox(dirs), before));
      } catch (error) {
        throw new StoreUnavailable(`The outbox ${settings.dir} cannot be purged: ${String(error)}`);
      }
    },
  };
}
