/**
 * The client's address behind `trustedHops` proxies, each appending to `X-Forwarded-For`: that many entries from
 * the right (the socket's peer first); entries further left were written by the client and are never believed.
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
 * Whether the request came over HTTPS: its own URL (a worker behind Cloudflare sees `https:`), or behind
 * `trustedHops` proxies the outermost `X-Forwarded-Proto` entry, read as `X-Forwarded-For` is.
 */
export function cameOverHttps(url: URL, forwardedProto: string | undefined, trustedHops: number): boolean {
  const scheme = url.protocol.slice(0, -1);
  return scheme === 'https' || clientBehindProxies(scheme, forwardedProto, trustedHops).toLowerCase() === 'https';
}
