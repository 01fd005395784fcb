export interface RateLimiter {
  /** Counts one request; answers how many seconds to wait when over the limit, or 0 when allowed. */
  hit: (client: string) => number;
}

/** A fixed one-minute window per client, kept in memory (one process; enough for a small relay). */
export function createRateLimiter(limitPerMinute: number, now: () => number = Date.now): RateLimiter {
  const windowMs = 60_000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(client) {
      const time = now();
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      const window = windows.get(client) ?? { start: time, count: 0 };
      window.count += 1;
      windows.set(client, window);
      if (window.count <= limitPerMinute) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}
