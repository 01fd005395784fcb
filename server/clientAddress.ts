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

/**
 * Whether the client's request came over HTTPS: the request's own URL (a worker behind Cloudflare sees
 * `https:`), or behind `trustedHops` reverse proxies the `X-Forwarded-Proto` entry the outermost one wrote,
 * read as `X-Forwarded-For` is (a proxy that sets the header rather than appending to it gives one entry).
 */
export function cameOverHttps(url: URL, forwardedProto: string | undefined, trustedHops: number): boolean {
  const scheme = url.protocol.slice(0, -1);
  return scheme === 'https' || clientBehindProxies(scheme, forwardedProto, trustedHops).toLowerCase() === 'https';
}
