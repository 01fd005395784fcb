import { isRecord } from '../isRecord';
import { classifyRelayAnswer, deliveredStatus, type DeliveredStatus } from './relayAnswers';

/** What became of one attempt to hand a lead to the relay. */
export type DeliveryResult =
  | { kind: 'delivered'; outcome: DeliveredStatus }
  /** Kept for later: by the service worker (which replays it even after the tab is closed), or by the page. */
  | { kind: 'queued'; by: 'worker' | 'page' }
  | { kind: 'failed' }
  /** Refused for good; `error` and `reason` are the relay's words for it. */
  | { kind: 'rejected'; error?: string; reason?: string }
  | { kind: 'interrupted' };

/** What the client needs from the browser, injected so tests can fake the network and the connection. */
export interface LeadTransport {
  fetch: typeof fetch;
  isOnline: () => boolean;
  /** True once the page is being left (reload, navigation): the browser then cancels requests in flight. */
  isLeaving: () => boolean;
}

let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** The browser's own network and connection; `fetch` is looked up at call time, where a worker or a test may stand in. */
export const browserTransport: LeadTransport = {
  fetch: (input, init) => globalThis.fetch(input, init),
  isOnline: () => navigator.onLine,
  isLeaving: () => leaving,
};

const stringField = (body: unknown, field: string): string | undefined => {
  const value = isRecord(body) ? body[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Posts one JSON body to the relay: every lead, and the newsletter's confirmation. */
export async function postLead(
  endpoint: string,
  body: object,
  transport: LeadTransport = browserTransport,
): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await transport.fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // A request cancelled by a reload or a departure is no failure: the next page finds the lead unsent.
    if (transport.isLeaving() || (error instanceof DOMException && error.name === 'AbortError')) {
      return { kind: 'interrupted' };
    }
    return transport.isOnline() ? { kind: 'failed' } : { kind: 'queued', by: 'page' };
  }
  if (response.status === 202) return { kind: 'queued', by: 'worker' };
  const answer: unknown = await response.json().catch(() => ({}));
  const error = stringField(answer, 'error');
  const verdict = classifyRelayAnswer(response.status, answer);
  if (verdict === 'delivered') return { kind: 'delivered', outcome: deliveredStatus(answer) };
  if (verdict === 'final' || verdict === 'off') {
    const reason = stringField(answer, 'reason');
    return { kind: 'rejected', ...(error === undefined ? {} : { error }), ...(reason === undefined ? {} : { reason }) };
  }
  return { kind: 'failed' };
}
