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
