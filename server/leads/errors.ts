import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { jsonResponse } from '../json';
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
export class NewsletterOff extends Error {}

/** The one map from what a lead handler throws to the answer the README documents; `undefined`: not ours. */
function answerTo(error: unknown): Response | undefined {
  if (error instanceof MethodNotAllowed) return jsonResponse(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  if (error instanceof RateLimited)
    return jsonResponse(429, { error: 'rate_limited' }, { 'Retry-After': String(error.retryAfter) });
  if (error instanceof NotJson) return jsonResponse(415, { error: 'unsupported_media_type' });
  if (error instanceof BodyTooLarge) return jsonResponse(413, { error: 'body_too_large' });
  // Hono's JSON validator throws this one for a body that does not parse; the relays throw no other.
  if (error instanceof HTTPException && error.status === 400) return jsonResponse(400, { error: 'invalid_json' });
  if (error instanceof InvalidField) return jsonResponse(400, { error: 'invalid_field', field: error.field });
  if (error instanceof InvalidToken) return jsonResponse(400, { error: 'invalid_token', reason: error.reason });
  if (error instanceof MailRejected) return jsonResponse(422, { error: 'provider_rejected' });
  if (error instanceof MailFailed) return jsonResponse(502, { error: 'provider_failed' });
  if (error instanceof StoreUnavailable || error instanceof RelaysUnavailable)
    return jsonResponse(503, { error: 'unavailable' }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  if (error instanceof NewsletterOff) return jsonResponse(503, { error: 'newsletter_off' });
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
    const answer = answerTo(error);
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
