import type { Server } from 'node:http';
import { isIPv6, type Socket } from 'node:net';
import type { Logger } from '../requestLog';

/** Counts an event and logs it at most once a minute, with how many since, so a flood cannot flood the log too. */
export function throttledReport(log: Logger, line: (count: number) => string): () => void {
  let count = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;
  return () => {
    count += 1;
    if (Date.now() - reportedAt < 60_000) return;
    log.error(line(count));
    count = 0;
    reportedAt = Date.now();
  };
}

/** An IPv6 address's eight groups, `::` and a final dotted IPv4 part spelled out. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part === undefined || part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right];
}

/**
 * Who a connection comes from, for the per-client cap: its IPv4 address, or the /64 of its IPv6 one (what one
 * subscriber is given, so its 2^64 addresses count as one client).
 */
export function clientOf(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return mapped;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Closes, as it arrives, a connection from a client that already has `max` open, so one client cannot take them all. */
export function capConnectionsPerClient(server: Server, max: number, log: Logger): void {
  const open = new Map<string, number>();
  const report = throttledReport(
    log,
    (count) =>
      `Closed ${String(count)} connection(s) from one client over its limit of ${String(max)} open at once (MAX_CONNECTIONS_PER_CLIENT)`,
  );
  server.on('connection', (socket: Socket) => {
    const client = clientOf(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      report();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/**
 * Closes a connection that has sent nothing within `idleMs` of opening, as Node's keep-alive timeout closes one
 * silent between two requests: otherwise it would hold its place until the header timeout, far later.
 */
export function closeSilentConnections(server: Server, idleMs: number): void {
  server.keepAliveTimeout = idleMs;
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, idleMs);
    timer.unref();
    socket.once('close', () => {
      clearTimeout(timer);
    });
  });
}
