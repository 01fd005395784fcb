import type { ConsultationPayload } from '../../src/lib/leads/consultation';

export type RelayAnswer = { status: number; body?: unknown } | 'network-error';

/** A fetch that answers like the relay, one scripted answer per call (the last one repeats). */
export function fakeRelayFetch(...answers: RelayAnswer[]) {
  const pending: (() => void)[] = [];
  let held = false;
  const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => {
    if (held) await new Promise<void>((release) => pending.push(release));
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined || answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      json: () => Promise.resolve(answer.body),
    } as Response;
  });
  return {
    fetch,
    /** The JSON bodies the relay received, in order. */
    payloads: () =>
      fetch.mock.calls.map(
        ([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '') as ConsultationPayload,
      ),
    /** Holds every answer until released, to observe the request in flight. */
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      pending.splice(0).forEach((go) => {
        go();
      });
    },
  };
}

export const relayAnswers = {
  sent: { status: 200, body: { status: 'sent', id: 'x' } },
  stored: { status: 200, body: { status: 'stored', id: 'x' } },
  queued: { status: 202, body: { status: 'queued', id: 'x' } },
  providerFailed: { status: 502, body: { error: 'provider_failed' } },
  newsletterOff: { status: 503, body: { error: 'newsletter_off' } },
} as const;

/** Installs `fetch` on the page's global scope for one test file (jsdom has none). */
export function installFetch(fetch: typeof globalThis.fetch): void {
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
}
