// How long the site keeps what its forms send: read by the build (the privacy notice states it), by the servers
// (which purge past it) and by `npm run leads` (scripts/leads.ts, which Node runs as it is: erasable TypeScript).

/** Three years, the CNIL's reference for a prospect's data once the last contact is over. */
export const DEFAULT_LEAD_RETENTION_DAYS = 1095;
/** Ten years: past that, a value is far more likely a slip of the keyboard than a choice. */
export const MAX_LEAD_RETENTION_DAYS = 3650;

/** One day, in the milliseconds of `Date.now()`. */
export const DAY_MS = 86_400_000;

/** `LEAD_RETENTION_DAYS` as a number of days, the default when unset; throws the one line that says what it needs. */
export function parseRetentionDays(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_LEAD_RETENTION_DAYS;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > MAX_LEAD_RETENTION_DAYS)
    throw new Error(
      `Invalid LEAD_RETENTION_DAYS: ${text} (a whole number of days from 1 to ${String(MAX_LEAD_RETENTION_DAYS)})`,
    );
  return days;
}

/**
 * How many days leads are kept where a server runs: its build's (`built`, which the build's privacy notice states).
 * `LEAD_RETENTION_DAYS` (`value`) is the build's to read; given where the server runs, it must say the same, or the site
 * would erase on another schedule than the one it promises. A build without the number (an older one) takes `value`.
 */
export function retentionDays(value: string | undefined, built: number | undefined): number {
  const days = parseRetentionDays(value);
  if (built === undefined || (value?.trim() ?? '') === '' || days === built) return built ?? days;
  throw new Error(
    `LEAD_RETENTION_DAYS is ${String(days)} here, but the build’s privacy notice says ${String(built)} days: build again with LEAD_RETENTION_DAYS=${String(days)}, or leave it unset where the server runs`,
  );
}

/** The moment before which a record kept `days` ago is past the retention, seen at `now`. */
export const retentionCutoff = (now: number, days: number): Date => new Date(now - days * DAY_MS);
