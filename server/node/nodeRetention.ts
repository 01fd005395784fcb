import { DAY_MS } from '../../src/lib/leads/retention';
import type { LeadsLog, LeadStore } from '../leads/ports';
import { purgeExpired, retentionLine } from '../leads/retention';

/**
 * The outbox's retention on Node: a purge at start, then every day. The timer does not keep the process alive, and
 * `stop` ends it with the server; a purge that fails is logged and tried again the next day.
 */
export function startRetention(
  store: LeadStore,
  days: number,
  { log = console, now = Date.now }: { log?: LeadsLog; now?: () => number } = {},
) {
  const purge = () =>
    purgeExpired(store, days, now(), log).catch((error: unknown) => {
      log.error(
        `The retention purge failed, tried again in a day: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  log.info(retentionLine(days, 'the outbox is purged now and every day'));
  const first = purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  return {
    /** Resolves once the purge at start is done. */
    started: first,
    stop: () => {
      clearInterval(timer);
    },
  };
}
