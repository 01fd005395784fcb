import { isLanguage, type Language } from '../../i18n/languages';
import { emailAddress, emailError } from '../email';
import { isRecord } from '../isRecord';
import { isRequestId } from './ids';

/** The longest address the sign-up takes (RFC 5321's limit for a path), as the contact form does. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/** How long a confirmation link stays valid: a week, time enough to find the e-mail after a holiday. */
export const NEWSLETTER_TOKEN_DAYS = 7;

/** The JSON the footer sends to `POST /api/newsletter`: the address, its language, the sign-up's id and the spam fields. */
export interface NewsletterPayload {
  id: string;
  email: string;
  lng: Language;
  /** The honeypot: empty from a person. */
  website: string;
  /** How long the address had been typed in for when first sent, in milliseconds of page time. */
  draftMs: number;
}

/** A sign-up as the relay handles it: the trimmed address, whose case the provider keeps. */
export interface NewsletterSignup {
  id: string;
  email: string;
  lng: Language;
}

export type ParsedSignup = { ok: true; signup: NewsletterSignup } | { ok: false; field: string };

export function parseNewsletterSignup(body: unknown): ParsedSignup {
  if (!isRecord(body)) return { ok: false, field: 'body' };
  const { id, email, lng, draftMs } = body;
  if (!isRequestId(id)) return { ok: false, field: 'id' };
  if (typeof email !== 'string' || email.length > NEWSLETTER_EMAIL_MAX_LENGTH || emailError(email) !== undefined)
    return { ok: false, field: 'email' };
  if (lng !== undefined && !isLanguage(lng)) return { ok: false, field: 'lng' };
  if (draftMs !== undefined && (typeof draftMs !== 'number' || !Number.isFinite(draftMs) || draftMs < 0))
    return { ok: false, field: 'draftMs' };
  return { ok: true, signup: { id: id.toLowerCase(), email: emailAddress(email), lng: lng ?? 'fr' } };
}

/** What a confirmation link's token says, readable by the page; only the server can tell it is genuine. */
export interface NewsletterClaim {
  email: string;
  lng: Language;
  /** When the link stops working, in seconds since the epoch. */
  expires: number;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The bytes a base64url text spells, strictly: one spelling per value, so no token has a second form (the
 * unused low bits of a last character, which `atob` ignores, must be zero; no padding, no other character).
 */
function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
  return toBase64Url(bytes) === text ? bytes : undefined;
}

/** The token's first part: the claim as base64url JSON (short keys, since it travels in a link). */
export function encodeClaim(claim: NewsletterClaim): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ e: claim.email, l: claim.lng, x: claim.expires })));
}

export { toBase64Url, fromBase64Url };

/** Splits a token into its claim and signature; undefined when it is not one this site makes. */
export function readToken(token: string): { claim: NewsletterClaim; payload: string; signature: string } | undefined {
  if (token.length > 1024) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0 || signature === '') return undefined;
  const bytes = fromBase64Url(payload);
  if (bytes === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (!isRecord(decoded)) return undefined;
  const { e, l, x } = decoded;
  if (
    typeof e !== 'string' ||
    emailError(e) !== undefined ||
    !isLanguage(l) ||
    typeof x !== 'number' ||
    !Number.isInteger(x)
  )
    return undefined;
  return { claim: { email: e, lng: l, expires: x }, payload, signature };
}
