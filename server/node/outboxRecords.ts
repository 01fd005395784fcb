// The outbox's records as files, read one way by the server (its retention) and by `npm run leads` (scripts/leads.ts,
// which Node runs as it is): plain, erasable TypeScript that imports only Node's own modules.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** One record of the outbox: a lead, a confirmation e-mail, a subscriber or an id sent. */
export interface OutboxRecord {
  folder: string;
  /** The lead's id, or a subscriber's keyed hash: the file's name without `.json`. */
  name: string;
  file: string;
  /** When it was kept: the time the record states (`receivedAt`, `sentAt`, `consentedAt`), else its file's. */
  keptAt: Date;
  /** The record as written; `undefined` when the file is not JSON (still someone's, so listed and erasable). */
  content: unknown;
  /** The file's text, which erasure searches. */
  text: string;
}

/** The outbox's folder for subscribers who confirmed: kept until they leave, so the retention passes them by. */
export const SUBSCRIBERS_FOLDER = 'newsletter';

const TIME_FIELDS = ['receivedAt', 'sentAt', 'consentedAt'] as const;

function statedTime(content: unknown): Date | undefined {
  if (typeof content !== 'object' || content === null) return undefined;
  for (const field of TIME_FIELDS) {
    const value: unknown = (content as Record<string, unknown>)[field];
    const time = typeof value === 'string' ? new Date(value) : undefined;
    if (time !== undefined && !Number.isNaN(time.getTime())) return time;
  }
  return undefined;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every record in `folders` (a folder's name to its path), oldest first; a folder not made yet holds none. */
export async function readOutbox(folders: Readonly<Record<string, string>>): Promise<OutboxRecord[]> {
  const records: OutboxRecord[] = [];
  for (const [folder, dir] of Object.entries(folders)) {
    // A write in progress is `.<name>.<random>.tmp`: only whole records end in `.json`.
    const names = (await namesIn(dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
    for (const fileName of names) {
      const file = path.join(dir, fileName);
      const text = await readFile(file, 'utf8');
      const content = parsed(text);
      const keptAt = statedTime(content) ?? (await stat(file)).mtime;
      records.push({ folder, name: fileName.slice(0, -'.json'.length), file, keptAt, content, text });
    }
  }
  return records.sort((a, b) => a.keptAt.getTime() - b.keptAt.getTime());
}

/** The records the retention removes at `before`: kept earlier, and not a confirmed subscriber. */
export const expiredRecords = (records: readonly OutboxRecord[], before: Date): OutboxRecord[] =>
  records.filter((record) => record.folder !== SUBSCRIBERS_FOLDER && record.keptAt.getTime() < before.getTime());

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Whether a record holds `address` (in the lead, the e-mail's recipient or reply-to, its HTML), whatever its case, as a
 * whole address: `zoe@example.fr` is not in `chloe@example.fr` nor in `zoe@example.fr.eu`.
 */
export function holdsAddress(record: OutboxRecord, address: string): boolean {
  const wanted = address.trim();
  if (wanted === '') return false;
  // As JSON writes it, and as the e-mail's HTML does (`&` and `'` are escaped there).
  const forms = [JSON.stringify(wanted).slice(1, -1), wanted.replace(/&/g, '&amp;').replace(/'/g, '&#39;')];
  const before = "(?<![\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~.-])";
  const after = '(?![\\p{L}\\p{M}\\p{N}.-])';
  return new RegExp(`${before}(?:${forms.map(escaped).join('|')})${after}`, 'iu').test(record.text);
}

/** Deletes `records`; how many left each folder. */
export async function removeRecords(records: readonly OutboxRecord[]): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const record of records) {
    await rm(record.file, { force: true });
    removed[record.folder] = (removed[record.folder] ?? 0) + 1;
  }
  return removed;
}

/** `consultations 1, sent 2`: what a count per folder amounts to, in one line. */
export const countsLine = (counts: Readonly<Record<string, number>>): string =>
  Object.entries(counts)
    .map(([folder, count]) => `${folder} ${String(count)}`)
    .join(', ');
