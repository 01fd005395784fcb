/** What an answer of the relay means for the request, the same for the page and the service worker. */
export type RelayAnswerClass = 'delivered' | 'final' | 'temporary';

// A malformed request (400, 405, 413, 415) or a message the e-mail provider refused (422) would be refused
// again, however often it is sent. Everything else that is not a success may pass: 5xx, 429, a proxy's 404.
const finalStatuses: ReadonlySet<number> = new Set([400, 405, 413, 415, 422]);

export function classifyRelayAnswer(status: number): RelayAnswerClass {
  if (status >= 200 && status < 300) return 'delivered';
  return finalStatuses.has(status) ? 'final' : 'temporary';
}
