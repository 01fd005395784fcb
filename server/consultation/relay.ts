import { jsonResponse } from '../json';
import type { FetchHandler } from '../fetchHandler';
import type { RelayConfig } from './config';
import {
  OutboxUnavailable,
  ProviderRejected,
  sendThroughProvider,
  storeInOutbox,
  type Email,
  type OutboxFileSystem,
} from './delivery';
import { CONSULTATION_SUBJECT, consultationEmailHtml, type DescribeChoice } from './email';
import { createRateLimiter } from './rateLimit';
import { parseConsultationRequest, type ConsultationChoices } from './request';

export const MAX_BODY_BYTES = 16 * 1024;

class BodyTooLarge extends Error {}

async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface RelayDependencies {
  config: RelayConfig;
  choices: ConsultationChoices;
  describe: DescribeChoice;
  now?: () => number;
  /** How the outbox reaches the disk (Node's file system unless given). */
  outboxFs?: OutboxFileSystem;
  /** Clients the rate limiter tracks at most. */
  maxClients?: number;
}

/** How long a client should wait before trying again when the outbox cannot keep requests. */
export const OUTBOX_RETRY_AFTER_SECONDS = 60;

/** `POST /api/consultation`: validates, escapes, then sends through the provider or keeps it in the outbox. */
export function createConsultationRelay({
  config,
  choices,
  describe,
  now,
  outboxFs,
  maxClients,
}: RelayDependencies): FetchHandler {
  const limiter = createRateLimiter(config.rateLimitPerMinute, { now, maxClients });

  return async (request, context) => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' }, { Allow: 'POST' });

    const retryAfter = limiter.hit(context?.clientAddress ?? 'unknown');
    if (retryAfter > 0) return jsonResponse(429, { error: 'rate_limited' }, { 'Retry-After': String(retryAfter) });

    const contentType = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) return jsonResponse(415, { error: 'unsupported_media_type' });

    let text: string;
    try {
      text = await readLimited(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return jsonResponse(413, { error: 'body_too_large' });
      throw error;
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { error: 'invalid_json' });
    }
    const parsed = parseConsultationRequest(body, choices);
    if (!parsed.ok) return jsonResponse(400, { error: 'invalid_field', field: parsed.field });

    const consultation = parsed.request;
    const html = consultationEmailHtml(consultation, describe);
    const { delivery } = config;

    if (delivery.kind === 'outbox') {
      const email: Email = { from: 'outbox', to: ['outbox'], subject: CONSULTATION_SUBJECT, html };
      try {
        await storeInOutbox(delivery.dir, consultation, email, outboxFs);
      } catch (error) {
        if (!(error instanceof OutboxUnavailable)) throw error;
        console.error(error.message);
        return jsonResponse(503, { error: 'unavailable' }, { 'Retry-After': String(OUTBOX_RETRY_AFTER_SECONDS) });
      }
      return jsonResponse(200, { status: 'stored', id: consultation.id });
    }

    const email: Email = {
      from: delivery.provider.from,
      to: [delivery.provider.to],
      subject: CONSULTATION_SUBJECT,
      html,
    };
    try {
      await sendThroughProvider(delivery.provider, email, consultation.id);
    } catch (error) {
      // The provider's answer, never the key: the key is only ever in the request's headers.
      console.error(error instanceof Error ? error.message : error);
      if (error instanceof ProviderRejected) return jsonResponse(422, { error: 'provider_rejected' });
      return jsonResponse(502, { error: 'provider_failed' });
    }
    return jsonResponse(200, { status: 'sent', id: consultation.id });
  };
}
