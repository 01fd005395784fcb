/** At most one confirmation e-mail per mailbox in this time, however often it is asked for. */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Remembers, for an hour and in memory only, that a confirmation went to a mailbox (by a keyed hash of its
 * normalised address, see `mailboxKey`, not the address). Insertion order is time order, so expired and surplus entries are at the front.
 */
export function createResendLimit(now: () => number, maxAddresses: number) {
  const sent = new Map<string, number>();
  const prune = (time: number) => {
    for (const [key, at] of sent) {
      if (time - at < RESEND_INTERVAL_MS && sent.size <= maxAddresses) break;
      sent.delete(key);
    }
  };
  return {
    /** Claims the address's one e-mail of the hour; false when it is already taken. */
    claim(key: string): boolean {
      const time = now();
      prune(time);
      const at = sent.get(key);
      if (at !== undefined && time - at < RESEND_INTERVAL_MS) return false;
      sent.delete(key);
      sent.set(key, time);
      return true;
    },
    /** Gives the hour back when the e-mail could not be sent, so the visitor may try again at once. */
    release(key: string) {
      sent.delete(key);
    },
  };
}
