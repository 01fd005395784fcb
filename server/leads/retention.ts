import { retentionCutoff } from '../../src/lib/leads/retention';
import { storeFolders, type LeadsLog, type LeadStore, type RemovedCounts } from './ports';

/** The line a server says at start: how long it keeps leads, as its build's privacy notice says. */
export const retentionLine = (days: number, when: string): string =>
  `Leads are kept ${String(days)} days, as the privacy notice says (LEAD_RETENTION_DAYS of the build), then erased: ${when}`;

const total = (counts: RemovedCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * Removes from `store` what was kept more than `days` before `now`, and says what went in one line (never what it
 * held). Throws what the store throws.
 */
export async function purgeExpired(store: LeadStore, days: number, now: number, log: LeadsLog): Promise<RemovedCounts> {
  const removed = await store.purge(retentionCutoff(now, days));
  if (total(removed) > 0) {
    const counts = storeFolders.flatMap((folder) => {
      const count = removed[folder];
      return count === undefined ? [] : [`${folder} ${String(count)}`];
    });
    log.info(`Purged ${String(total(removed))} record(s) kept over ${String(days)} days: ${counts.join(', ')}`);
  }
  return removed;
}
