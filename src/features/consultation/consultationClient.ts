import type { Language } from '../../i18n/languages';
import type { Budget, ProjectType, Timeline } from '../../lib/leads/consultation';
import { classifyRelayAnswer } from '../../lib/leads/answers';

/** The JSON the relay accepts (`server/consultation/request.ts`). */
export interface ConsultationPayload {
  id: string;
  projectType: ProjectType;
  budget: Budget;
  timeline: Timeline;
  requirements: string;
  lng: Language;
}

/** What became of one attempt to hand the request to the relay. */
export type DeliveryResult =
  | { kind: 'delivered'; outcome: 'sent' | 'stored' }
  | { kind: 'queued' }
  | { kind: 'failed' }
  | { kind: 'rejected' }
  | { kind: 'interrupted' };

/** What the client needs from the browser, injected so tests can fake the network and the connection. */
export interface ConsultationTransport {
  endpoint: string;
  fetch: typeof fetch;
  isOnline: () => boolean;
  /** True once the page is being left (reload, navigation): the browser then cancels requests in flight. */
  isLeaving: () => boolean;
}

async function deliveredOutcome(response: Response): Promise<'sent' | 'stored'> {
  const body = (await response.json().catch(() => ({}))) as { status?: unknown };
  // "Received" is true whatever the relay did; "sent" only when it says the provider took it.
  return body.status === 'sent' ? 'sent' : 'stored';
}

/**
 * Posts the request once. The service worker answers 202 when it kept the request for a later replay;
 * without a worker, a request that fails while the browser knows it is offline waits for the page to be
 * back online. An answer that would be the same for the same request (`relayAnswer.ts`) is final; any other
 * failure (a temporary answer, or a network error while online) is for Retry.
 */
export async function postConsultation(
  payload: ConsultationPayload,
  transport: ConsultationTransport,
): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await transport.fetch(transport.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    // A request cancelled because the visitor reloads or leaves is no failure: the page that opens next
    // finds the draft unsent and sends it again with the same id.
    if (transport.isLeaving() || (error instanceof DOMException && error.name === 'AbortError')) {
      return { kind: 'interrupted' };
    }
    return transport.isOnline() ? { kind: 'failed' } : { kind: 'queued' };
  }
  if (response.status === 202) return { kind: 'queued' };
  const answer = classifyRelayAnswer(response.status);
  if (answer === 'final') return { kind: 'rejected' };
  if (answer === 'temporary') return { kind: 'failed' };
  return { kind: 'delivered', outcome: await deliveredOutcome(response) };
}
