import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { LeadKind } from '../../src/lib/leads/kinds';
import type { LeadsEnv, LeadsLog } from './ports';

/** How long a client should wait before trying again when the relay cannot take leads for now. */
export const RETRY_AFTER_SECONDS = 60;

/** Not a POST: the lead endpoints take nothing else. */
export class MethodNotAllowed extends Error {}
/** Over the rate limit: `retryAfter` seconds until the client's window ends. */
export class RateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super('rate limited');
  }
}
export class NotJson extends Error {}
export class BodyTooLarge extends Error {}
/** A field the lead's contract refuses, named as the page's form names it. */
export class InvalidField extends Error {
  constructor(readonly field: string) {
    super(`invalid ${field}`);
  }
}
export class InvalidToken extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(`${reason} token`);
  }
}
/** The mail transport refused the message for good (a provider's 4xx, an SMTP 5xx): sending it again cannot help. */
export class MailRejected extends Error {}
/** The mail transport could not take the message now (unreachable, timed out, a 5xx, an SMTP 4xx): it may later. */
export class MailFailed extends Error {}
/** The store could not keep the lead (a full disk, a folder that cannot be written). */
export class StoreUnavailable extends Error {}
/** The relays have no way to deliver on this runtime (a worker without its mail settings), `message` says why. */
export class RelaysUnavailable extends Error {}
/** The server takes no lead of this kind: it is not configured here (the newsletter without its settings). */
export class LeadKindOff extends Error {
  constructor(readonly kind: LeadKind) {
    super(`${kind} off`);
  }
}

/** The one map from what a lead handler throws to the answer docs/relays.md documents; `undefined`: not ours. */
function answerTo(error: unknown, c: Context<LeadsEnv>): Response | undefined {
  if (error instanceof MethodNotAllowed) return c.json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' });
  if (error instanceof RateLimited)
    return c.json({ error: 'rate_limited' }, 429, { 'Retry-After': String(error.retryAfter) });
  if (error instanceof NotJson) return c.json({ error: 'unsupported_media_type' }, 415);
  if (error instanceof BodyTooLarge) return c.json({ error: 'body_too_large' }, 413);
  // Hono's JSON validator throws this one for a body that does not parse; the relays throw no other.
  if (error instanceof HTTPException && error.status === 400) return c.json({ error: 'invalid_json' }, 400);
  if (error instanceof InvalidField) return c.json({ error: 'invalid_field', field: error.field }, 400);
  if (error instanceof InvalidToken) return c.json({ error: 'invalid_token', reason: error.reason }, 400);
  if (error instanceof MailRejected) return c.json({ error: 'provider_rejected' }, 422);
  if (error instanceof MailFailed) return c.json({ error: 'provider_failed' }, 502);
  if (error instanceof StoreUnavailable || error instanceof RelaysUnavailable)
    return c.json({ error: 'unavailable' }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  if (error instanceof LeadKindOff) return c.json({ error: `${error.kind}_off` }, 503);
  return undefined;
}

/** Failures of the relay's own means, logged with their reason (a provider's answer, never a key or password). */
const logged = (error: unknown): error is Error =>
  error instanceof MailRejected ||
  error instanceof MailFailed ||
  error instanceof StoreUnavailable ||
  error instanceof RelaysUnavailable;

/**
 * The relays' one error handler. Anything it does not know (a bug) goes on to the site's handler, which
 * logs it once with its request id and answers a JSON 500.
 */
export function leadErrors(log: LeadsLog): ErrorHandler<LeadsEnv> {
  return (error, c) => {
    // A body cut short by the client reads as malformed JSON: the site logs it as abandoned instead.
    if (c.req.raw.signal.aborted) throw error;
    const answer = answerTo(error, c);
    if (answer === undefined) throw error;
    if (logged(error))
      log.error(
        error instanceof RelaysUnavailable
          ? `${c.req.method} ${c.req.path}: 503, the API is not configured: ${error.message}`
          : error.message,
      );
    return answer;
  };
}
