// Miniflare's options for the edge worker as wrangler.jsonc declares it, read the way `wrangler deploy` reads it.
// Wrangler still describes a worker in Miniflare 4's terms; Miniflare 5 converts them itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';

const configPath = path.resolve('wrangler.jsonc');

/** `overrides` are Miniflare 4 options (`bindings`, `script`, `host`…), laid over the configuration's own. */
export function edgeOptions(overrides = {}) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(configPath);
  if (main === undefined) throw new Error('wrangler.jsonc names no worker (`main`)');
  // Rules for modules beside the main one, which Miniflare 5 would take from elsewhere: the built worker is one file.
  return convertV4MiniflareOptions({
    ...workerOptions,
    modulesRules: undefined,
    modules: true,
    scriptPath: main,
    ...overrides,
  });
}

/** The platform's environment the configuration declares (its `vars`), in Miniflare 4's terms. */
export function configuredBindings() {
  return unstable_getMiniflareWorkerOptions(configPath).workerOptions.bindings;
}

/** The overrides of a worker deployed without its lead store: no D1 database, no queue. */
export const withoutLeadStore = { d1Databases: undefined, queueProducers: undefined, queueConsumers: undefined };

/**
 * Applies each D1 database's migrations that are not applied yet, as `wrangler d1 migrations apply --local` does and
 * in its own bookkeeping table, so wrangler and this agree on what is applied.
 */
export async function applyD1Migrations(mf) {
  const config = unstable_readConfig({ config: configPath }, { hideWarnings: true });
  for (const database of config.d1_databases) {
    const db = await mf.getD1Database(database.binding);
    const table = `"${(database.migrations_table ?? 'd1_migrations').replace(/"/g, '""')}"`;
    const dir = path.resolve(path.dirname(configPath), database.migrations_dir ?? 'migrations');
    await db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`,
    );
    const { results } = await db.prepare(`SELECT name FROM ${table}`).all();
    const applied = new Set(results.map((row) => row.name));
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.sql') && !applied.has(name))
      .sort();
    for (const name of files) {
      const statements = unstable_splitSqlQuery(readFileSync(path.join(dir, name), 'utf8'));
      await db.batch([
        ...statements.map((statement) => db.prepare(statement)),
        db.prepare(`INSERT INTO ${table} (name) VALUES (?)`).bind(name),
      ]);
    }
  }
}
