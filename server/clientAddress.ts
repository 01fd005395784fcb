/**
 * The client's address behind `trustedHops` reverse proxies: each proxy appends the address it received the
 * request from to `X-Forwarded-For`, so the client is that many entries from the right, counting the
 * socket's peer (the last proxy) as the first. Entries further left were written by the client and are never
 * believed. With no proxy trusted, the socket's address is the client.
 */
export function clientBehindProxies(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0 || forwardedFor === undefined) return socketAddress;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    socketAddress,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socketAddress;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A whole-number setting within its range (`fallback` when unset); throws, naming it, otherwise. */
export function wholeSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`Invalid ${name}: ${String(value)}`);
  return parsed;
}

/** `TRUST_PROXY`: how many reverse proxies in front are believed, 0 to 10, on every runtime. */
export const trustedProxyCount = (env: Env): number => wholeSetting(env, 'TRUST_PROXY', 0, 0, 10);
