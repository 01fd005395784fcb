import { StoreUnavailable } from '../leads/errors';
import { storeFolders, type LeadStore, type RemovedCounts, type StoreFolder } from '../leads/ports';

/** The part of Cloudflare's D1 binding the store uses (`@cloudflare/workers-types`' `D1Database`). */
export interface D1Database {
  prepare: (query: string) => D1Statement;
}

type D1Row = Readonly<Record<string, unknown>>;

interface D1Statement {
  bind: (...values: unknown[]) => D1Statement;
  first: () => Promise<D1Row | null>;
  all: () => Promise<{ results: D1Row[] }>;
  run: () => Promise<{ meta: { changes: number } }>;
}

/** The folder the retention passes by: the confirmed subscribers, kept until they leave. */
const SUBSCRIBERS: StoreFolder = 'newsletter';

const isFolder = (value: unknown): value is StoreFolder => storeFolders.some((folder) => folder === value);

/**
 * The worker's store: D1's `records` table (migrations/0001_lead_store.sql), one row per record by folder and name, as
 * Node's outbox keeps one file per record; `kept_at` is the retention's clock. The primary key keeps the first
 * complete record of a name, as link(2) does for the outbox.
 */
export function d1Store(db: D1Database, binding: string): LeadStore {
  const failed = (what: string, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = /no such table/i.test(reason)
      ? ' (its migrations are not applied: npx wrangler d1 migrations apply agency-leads --remote)'
      : '';
    return new StoreUnavailable(`The D1 database ${binding} cannot ${what}: ${reason}${hint}`);
  };
  const attempt = <T>(what: string, run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => {
      throw failed(what, error);
    });
  return {
    keep: (folder, name, record) =>
      attempt(`keep ${folder === SUBSCRIBERS ? 'a subscriber' : `request ${name}`}`, async () => {
        const { meta } = await db
          .prepare('INSERT INTO records (folder, name, record, kept_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
          .bind(folder, name, JSON.stringify(record), new Date().toISOString())
          .run();
        return meta.changes > 0 ? 'kept' : 'already';
      }),
    has: (folder, name) =>
      attempt('be read', async () => {
        const row = await db
          .prepare('SELECT 1 AS found FROM records WHERE folder = ? AND name = ?')
          .bind(folder, name)
          .first();
        return row !== null;
      }),
    read: (folder, name) =>
      attempt('be read', async () => {
        const row = await db
          .prepare('SELECT record FROM records WHERE folder = ? AND name = ?')
          .bind(folder, name)
          .first();
        return typeof row?.record === 'string' ? (JSON.parse(row.record) as unknown) : undefined;
      }),
    remove: (folder, name) =>
      attempt(`remove request ${name}`, async () => {
        const { meta } = await db.prepare('DELETE FROM records WHERE folder = ? AND name = ?').bind(folder, name).run();
        return meta.changes > 0;
      }),
    purge: (before) =>
      attempt('be purged', async () => {
        const { results } = await db
          .prepare('DELETE FROM records WHERE folder <> ? AND kept_at < ? RETURNING folder')
          .bind(SUBSCRIBERS, before.toISOString())
          .all();
        const removed: RemovedCounts = {};
        for (const { folder } of results) if (isFolder(folder)) removed[folder] = (removed[folder] ?? 0) + 1;
        return removed;
      }),
  };
}
