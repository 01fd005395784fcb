export interface RateLimiter {
  /** Counts one request; answers how many seconds to wait when over the limit, or 0 when allowed. */
  hit: (client: string) => number;
}

export interface RateLimiterOptions {
  now?: () => number;
  /** Clients tracked at most; past it, the one whose window began first is forgotten. */
  maxClients?: number;
}

export const DEFAULT_MAX_CLIENTS = 50_000;
const WINDOW_MS = 60_000;

/**
 * The key a client is counted under: an IPv6 address by its /64 (one subscriber's network, which hands
 * its devices any address in it), an IPv4 address as itself, an IPv4-mapped IPv6 address as its IPv4.
 */
export function clientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!lower.includes(':')) return lower;
  const [head = '', tail] = lower.split('%')[0]?.split('::') ?? [];
  const groups = head === '' ? [] : head.split(':');
  const rest = tail === undefined || tail === '' ? [] : tail.split(':');
  const full = [...groups, ...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A fixed one-minute window per client, kept in memory (one process). Constant time per request and
 * bounded memory: the map keeps windows in the order they began, so the oldest is the first key.
 */
export function createRateLimiter(limitPerMinute: number, options: RateLimiterOptions = {}): RateLimiter {
  const { now = Date.now, maxClients = DEFAULT_MAX_CLIENTS } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(client) {
      const key = clientKey(client);
      const time = now();
      let window = windows.get(key);
      if (window === undefined || time - window.start >= WINDOW_MS) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
        if (windows.size > maxClients) {
          const oldest = windows.keys().next();
          if (oldest.done !== true) windows.delete(oldest.value);
        }
      }
      window.count += 1;
      if (window.count <= limitPerMinute) return 0;
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
    },
  };
}
