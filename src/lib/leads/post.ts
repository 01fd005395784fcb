import { classifyRelayAnswer, deliveredStatus, type DeliveredStatus } from './answers';

/** What became of one attempt to hand a lead to the relay. */
export type DeliveryResult =
  | { kind: 'delivered'; outcome: DeliveredStatus }
  /** Kept for later: by the service worker (which replays it even after the tab is closed), or by the page. */
  | { kind: 'queued'; by: 'worker' | 'page' }
  | { kind: 'failed' }
  /** Refused for good; `off`: the server takes no lead of this kind (the newsletter is off there). */
  | { kind: 'rejected'; off?: true }
  | { kind: 'interrupted' };

/** What the client needs from the browser, injected so tests can fake the network and the connection. */
export interface LeadTransport {
  endpoint: string;
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

/** The browser's own network and connection, for the lead posted to `endpoint`. */
export function browserTransport(endpoint: string): LeadTransport {
  return {
    endpoint,
    // Looked up at call time: the service worker, or a test, may stand in for the network.
    fetch: (input, init) => globalThis.fetch(input, init),
    isOnline: () => navigator.onLine,
    isLeaving: () => leaving,
  };
}

/**
 * Posts the lead once. The service worker answers 202 when it kept the lead for a later replay; without a
 * worker, a lead that fails while the browser knows it is offline waits for the page to be back online. An
 * answer that would be the same for the same lead (`answers.ts`) is final; any other failure (a temporary
 * answer, or a network error while online) is for Retry.
 */
export async function postLead(payload: { id: string }, transport: LeadTransport): Promise<DeliveryResult> {
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
    return transport.isOnline() ? { kind: 'failed' } : { kind: 'queued', by: 'page' };
  }
  if (response.status === 202) return { kind: 'queued', by: 'worker' };
  const body: unknown = await response.json().catch(() => ({}));
  const answer = classifyRelayAnswer(response.status, body);
  if (answer === 'off') return { kind: 'rejected', off: true };
  if (answer === 'final') return { kind: 'rejected' };
  if (answer === 'temporary') return { kind: 'failed' };
  return { kind: 'delivered', outcome: deliveredStatus(body) };
}
