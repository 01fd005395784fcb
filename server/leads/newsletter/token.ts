import {
  encodeClaim,
  fromBase64Url,
  NEWSLETTER_TOKEN_DAYS,
  readToken,
  toBase64Url,
  type NewsletterClaim,
} from '../../../src/lib/leads/newsletter';
import type { Language } from '../../../src/i18n/languages';

export const TOKEN_LIFETIME_SECONDS = NEWSLETTER_TOKEN_DAYS * 24 * 60 * 60;

export type TokenCheck = { ok: true; claim: NewsletterClaim } | { ok: false; reason: 'invalid' | 'expired' };

// Web Crypto rather than node:crypto, so the same code signs on a serverless runtime.
type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** A link's token: the address, its language and an expiry, signed with HMAC-SHA-256. */
export async function signToken(
  subscriber: { email: string; lng: Language },
  secret: string,
  now: number = Date.now(),
): Promise<string> {
  const payload = encodeClaim({ ...subscriber, expires: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS });
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload));
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/** Checks the signature (in constant time, by `crypto.subtle.verify`) before trusting anything the token says. */
export async function verifyToken(token: string, secret: string, now: number = Date.now()): Promise<TokenCheck> {
  const read = readToken(token);
  const signature = read === undefined ? undefined : fromBase64Url(read.signature);
  if (read === undefined || signature === undefined) return { ok: false, reason: 'invalid' };
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature as Uint8Array<ArrayBuffer>,
    new TextEncoder().encode(read.payload),
  );
  if (!genuine) return { ok: false, reason: 'invalid' };
  if (read.claim.expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: read.claim };
}

/** A key for an address that names no one: the resend limit and the outbox's file names use it. */
export async function addressKey(email: string, secret: string): Promise<string> {
  const digest = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(`address:${email.trim().toLowerCase()}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The mailbox an address reaches, as most providers deliver: case aside, and without the `+tag` of its local
 * part (`Zoe+news@Example.fr` is `zoe@example.fr`). Dots are kept: only some providers (Gmail) ignore them.
 */
export function normalisedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return `${local.replace(/\+.*$/, '') || local}${address.slice(at)}`;
}

/** A key for a mailbox that names no one: the one-e-mail-an-hour rule counts by it. */
export async function mailboxKey(email: string, secret: string): Promise<string> {
  return addressKey(`mailbox:${normalisedMailbox(email)}`, secret);
}
