import { isRecord } from '../isRecord';
import { isLeadKind, type LeadKind } from './kinds';

/** What an answer of the relay means for the request, the same for the page and the service worker. */
export type RelayAnswerClass = 'delivered' | 'final' | 'off' | 'temporary';

// A malformed request (400, 405, 413, 415) or a message the e-mail provider refused (422) would be refused
// again, however often it is sent. Everything else that is not a success may pass: 5xx, 429, a proxy's 404.
const finalStatuses: ReadonlySet<number> = new Set([400, 405, 413, 415, 422]);

/**
 * `off`: the server takes no lead of this kind (`503 <kind>_off`, such as `newsletter_off`: the newsletter is not
 * configured there). As final as a refusal, however often it is sent, and said to the visitor in words of its own.
 */
export function classifyRelayAnswer(status: number, body?: unknown): RelayAnswerClass {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 503 && isRecord(body) && typeof body.error === 'string' && body.error.endsWith('_off')) return 'off';
  return finalStatuses.has(status) ? 'final' : 'temporary';
}

/** What the relay did with a delivered lead: handed to the e-mail provider, or kept in its store. */
export type DeliveredStatus = 'sent' | 'stored';

/** Reads a 2xx answer's body: "sent" only when the relay says the provider took it, else "stored". */
export function deliveredStatus(body: unknown): DeliveredStatus {
  return isRecord(body) && body.status === 'sent' ? 'sent' : 'stored';
}

export const LEAD_REPLAYED = 'LEAD_REPLAYED';

/** The worker's word to its pages that a queued lead got a final answer (`ok: false`: refused, dropped). */
export interface LeadReplayed {
  type: typeof LEAD_REPLAYED;
  kind: LeadKind;
  id: string | undefined;
  ok: boolean;
  status: DeliveredStatus | undefined;
}

/** A worker message about a queued lead's final answer, read for the page; undefined for any other message. */
export function replayedLead(
  data: unknown,
): { kind: LeadKind; id: string; outcome: DeliveredStatus | 'rejected' } | undefined {
  if (!isRecord(data)) return undefined;
  const { type, kind, id, ok } = data;
  if (type !== LEAD_REPLAYED || !isLeadKind(kind) || typeof id !== 'string') return undefined;
  return { kind, id, outcome: ok === true ? deliveredStatus(data) : 'rejected' };
}
