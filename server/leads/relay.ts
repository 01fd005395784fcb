import { jsonResponse } from '../json';
import type { FetchHandler } from '../fetchHandler';
import type { RelayConfig } from './config';
import {
  OutboxUnavailable,
  ProviderRejected,
  sendThroughProvider,
  removeUnfinishedWrites,
  storeInOutbox,
  type Email,
  type OutboxFileSystem,
} from './delivery';
import { spamReason, type SpamReason } from '../../src/lib/leads/spam';
import type { LeadKind } from '../../src/lib/leads/answers';
import { parseConsultationRequest } from '../../src/lib/leads/consultation';
import { parseContactMessage } from '../../src/lib/leads/contact';
import {
  CONSULTATION_SUBJECT,
  consultationEmailHtml,
  contactEmailHtml,
  contactSubject,
  type DescribeChoice,
} from './email';
import { mailbox } from './mailHeaders';
import { createRateLimiter, type RateLimiter } from './rateLimit';

export const MAX_BODY_BYTES = 16 * 1024;

class BodyTooLarge extends Error {}

async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  if (request.body === null) return '';
  const reader = request.body.getReader();
  // The web's decoder, not Buffer: the same relay runs in a worker.
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * What every relay endpoint checks before its own fields: POST, the client's rate, a JSON body of at most
 * `MAX_BODY_BYTES`. Answers the refusal when one fails.
 */
export async function readJsonRequest(
  request: Request,
  limiter: RateLimiter,
  clientAddress: string | undefined,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const refuse = (response: Response) => ({ ok: false, response }) as const;
  if (request.method !== 'POST') return refuse(jsonResponse(405, { error: 'method_not_allowed' }, { Allow: 'POST' }));

  const retryAfter = limiter.hit(clientAddress ?? 'unknown');
  if (retryAfter > 0)
    return refuse(jsonResponse(429, { error: 'rate_limited' }, { 'Retry-After': String(retryAfter) }));

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return refuse(jsonResponse(415, { error: 'unsupported_media_type' }));

  let text: string;
  try {
    text = await readLimited(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(jsonResponse(413, { error: 'body_too_large' }));
    throw error;
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return refuse(jsonResponse(400, { error: 'invalid_json' }));
  }
}

/** What one kind of lead brings to the relay: how its body is checked and what the agency's e-mail says. */
export interface LeadHandling<Lead extends { id: string }> {
  kind: LeadKind;
  parse: (body: unknown) => { ok: true; lead: Lead } | { ok: false; field: string };
  /** Every header value made of the visitor's input goes through ./mailHeaders.ts. */
  compose: (lead: Lead) => { subject: string; html: string; replyTo?: string };
  /** Whether the time trap applies (the contact form's): the wizard has no draft time to send. */
  timed: boolean;
}

export interface LeadRelayOptions {
  config: RelayConfig;
  now?: () => number;
  /** How the outbox reaches the disk (Node's file system unless given). */
  outboxFs?: OutboxFileSystem;
  /** Clients the rate limiter tracks at most. */
  maxClients?: number;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface RelayDependencies extends LeadRelayOptions {
  describe: DescribeChoice;
}

/** How long a client should wait before trying again when the outbox cannot keep requests. */
export const OUTBOX_RETRY_AFTER_SECONDS = 60;

/**
 * `POST /api/<kind>`: validates, then sends through the provider or keeps the lead in the outbox. A lead
 * caught as spam is answered exactly as a delivered one, delivered nowhere, and counted in the log.
 */
export function createLeadRelay<Lead extends { id: string }>(
  handling: LeadHandling<Lead>,
  { config, now, outboxFs, maxClients, log = console }: LeadRelayOptions,
): FetchHandler {
  const limiter = createRateLimiter(config.rateLimitPerMinute, { now, maxClients });
  const caught: Record<SpamReason, number> = { honeypot: 0, too_fast: 0 };
  const { delivery } = config;
  const delivered = (id: string) => jsonResponse(200, { status: delivery.kind === 'outbox' ? 'stored' : 'sent', id });
  if (delivery.kind === 'outbox') removeUnfinishedWrites(delivery.dir, log);

  return async (request, context) => {
    const read = await readJsonRequest(request, limiter, context?.clientAddress);
    if (!read.ok) return read.response;
    const { body } = read;
    const parsed = handling.parse(body);
    if (!parsed.ok) return jsonResponse(400, { error: 'invalid_field', field: parsed.field });
    const { lead } = parsed;

    const spam = spamReason(body as Record<string, unknown>, handling.timed);
    if (spam !== undefined) {
      caught[spam] += 1;
      log.warn(
        `Dropped a ${handling.kind} lead as spam (${spam}); caught so far: ${String(caught.honeypot)} by the honeypot, ${String(caught.too_fast)} too fast`,
      );
      return delivered(lead.id);
    }

    const { subject, html, replyTo } = handling.compose(lead);
    const replyHeader = replyTo === undefined ? {} : { reply_to: [replyTo] };

    if (delivery.kind === 'outbox') {
      const email: Email = { from: 'outbox', to: ['outbox'], subject, html, ...replyHeader };
      try {
        await storeInOutbox(delivery.dir, lead, email, outboxFs);
      } catch (error) {
        if (!(error instanceof OutboxUnavailable)) throw error;
        log.error(error.message);
        return jsonResponse(503, { error: 'unavailable' }, { 'Retry-After': String(OUTBOX_RETRY_AFTER_SECONDS) });
      }
      return delivered(lead.id);
    }

    const email: Email = { from: delivery.provider.from, to: [delivery.provider.to], subject, html, ...replyHeader };
    try {
      await sendThroughProvider(delivery.provider, email, lead.id);
    } catch (error) {
      // The provider's answer, never the key: the key is only ever in the request's headers.
      log.error(error instanceof Error ? error.message : error);
      if (error instanceof ProviderRejected) return jsonResponse(422, { error: 'provider_rejected' });
      return jsonResponse(502, { error: 'provider_failed' });
    }
    return delivered(lead.id);
  };
}

/**
 * `POST /api/consultation`: the wizard's request, its choices checked against what the wizard offers; the
 * answer goes to the visitor. A request without contact details (an older page's) is delivered, marked so.
 */
export function createConsultationRelay({ describe, ...options }: RelayDependencies): FetchHandler {
  return createLeadRelay(
    {
      kind: 'consultation',
      timed: false,
      parse: (body) => {
        const parsed = parseConsultationRequest(body);
        return parsed.ok ? { ok: true, lead: parsed.request } : parsed;
      },
      compose: (request) => ({
        subject: CONSULTATION_SUBJECT,
        html: consultationEmailHtml(request, describe),
        ...(request.contact === null ? {} : { replyTo: mailbox(request.contact.name, request.contact.email) }),
      }),
    },
    options,
  );
}

/** `POST /api/contact`: the contact form's message, checked with the form's rules; the answer goes to the visitor. */
export function createContactRelay(options: LeadRelayOptions): FetchHandler {
  return createLeadRelay(
    {
      kind: 'contact',
      timed: true,
      parse: (body) => {
        const parsed = parseContactMessage(body);
        return parsed.ok ? { ok: true, lead: parsed.message } : parsed;
      },
      compose: (message) => ({
        subject: contactSubject(message),
        html: contactEmailHtml(message),
        replyTo: mailbox(message.name, message.email),
      }),
    },
    options,
  );
}
