import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import type { DeliveredStatus } from '../../src/lib/leads/relayAnswers';
import { spamReason, type SpamReason } from '../../src/lib/leads/spam';
import { BodyTooLarge, InvalidField, MethodNotAllowed, NotJson, RateLimited } from './errors';
import type { LeadsEnv, LeadsLog } from './ports';
import type { RateLimiter } from './rateLimit';
import { isRecord } from '../../src/lib/isRecord';

export const MAX_BODY_BYTES = 16 * 1024;

/** POST only, before anything else counts or is read. */
export const postOnly: MiddlewareHandler<LeadsEnv> = async (c, next) => {
  if (c.req.method !== 'POST') throw new MethodNotAllowed();
  await next();
};

/** One budget per client across every lead endpoint, counted before the body is read. */
export const rateLimited =
  (limiter: RateLimiter): MiddlewareHandler<LeadsEnv> =>
  async (c, next) => {
    const retryAfter = limiter.hit(c.get('clientAddress') ?? 'unknown');
    if (retryAfter > 0) throw new RateLimited(retryAfter);
    await next();
  };

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new BodyTooLarge();
  },
});

/** A JSON body of at most `MAX_BODY_BYTES`, declared or counted as it arrives. */
export const jsonBody: MiddlewareHandler<LeadsEnv> = async (c, next) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new NotJson();
  await jsonBodyLimit(c, next);
};

export type Parsed<Lead> = { ok: true; lead: Lead } | { ok: false; field: string };

/** The body, read as JSON (400 `invalid_json` otherwise), checked by its contract's parser from src/lib/leads. */
export const validBody = <Lead>(parse: (body: unknown) => Parsed<Lead>) =>
  validator('json', (body: unknown) => {
    const parsed = parse(body);
    if (!parsed.ok) throw new InvalidField(parsed.field);
    return { lead: parsed.lead, body };
  });

interface ValidatedLead {
  out: { json: { lead: { id: string }; body: unknown } };
}

/**
 * The spam traps: a lead caught by the honeypot (or, `timed`, sent too fast) is answered exactly as a
 * delivered one, delivered nowhere, and counted in the log.
 */
export function spamTraps(
  kind: string,
  { timed, status, log }: { timed: boolean; status: DeliveredStatus; log: LeadsLog },
): MiddlewareHandler<LeadsEnv, string, ValidatedLead> {
  const caught: Record<SpamReason, number> = { honeypot: 0, too_fast: 0 };
  return async (c, next) => {
    const { lead, body } = c.req.valid('json');
    const reason = isRecord(body) ? spamReason(body, timed) : undefined;
    if (reason === undefined) {
      await next();
      return;
    }
    caught[reason] += 1;
    log.warn(
      `Dropped a ${kind} lead as spam (${reason}); caught so far: ${String(caught.honeypot)} by the honeypot, ${String(caught.too_fast)} too fast`,
    );
    return c.json({ status, id: lead.id });
  };
}
