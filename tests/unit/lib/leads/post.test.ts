import type { ConsultationPayload } from '../../../../src/lib/leads/consultation';
import { postLead } from '../../../../src/lib/leads/post';
import { fakeRelayFetch, relayAnswers, type RelayAnswer } from '../../../support/fakeRelay';

const payload: ConsultationPayload = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  projectType: 'website',
  budget: 'small',
  timeline: 'immediate',
  requirements: 'Une boutique <en ligne>',
  lng: 'fr',
  website: '',
};

function post(answer: RelayAnswer, online = true, leaving = false) {
  const relay = fakeRelayFetch(answer);
  const result = postLead('/api/consultation', payload, {
    fetch: relay.fetch,
    isOnline: () => online,
    isLeaving: () => leaving,
  });
  return { relay, result };
}

describe('posting a lead (here a consultation request) to the relay', () => {
  it('posts the answers and the request id as JSON to the configured endpoint', async () => {
    const { relay, result } = post(relayAnswers.sent);
    await result;
    expect(relay.fetch).toHaveBeenCalledTimes(1);
    const [endpoint, init] = relay.fetch.mock.calls[0] ?? [];
    expect(endpoint).toBe('/api/consultation');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(relay.payloads()).toEqual([payload]);
  });

  it.each([
    ['sent by the provider', relayAnswers.sent, { kind: 'delivered', outcome: 'sent' }],
    ['stored in the outbox', relayAnswers.stored, { kind: 'delivered', outcome: 'stored' }],
    ['kept by the service worker (202)', relayAnswers.queued, { kind: 'queued', by: 'worker' }],
    ['failed by the provider, for now (502)', relayAnswers.providerFailed, { kind: 'failed' }],
    ['not written to the outbox, for now (503)', { status: 503, body: { error: 'unavailable' } }, { kind: 'failed' }],
    ['rate limited (429)', { status: 429, body: {} }, { kind: 'failed' }],
    [
      'refused by the provider for good (422)',
      { status: 422, body: { error: 'provider_rejected' } },
      { kind: 'rejected', error: 'provider_rejected' },
    ],
    [
      'refused as invalid (400)',
      { status: 400, body: { error: 'invalid_field', field: 'id' } },
      { kind: 'rejected', error: 'invalid_field' },
    ],
    [
      'refused with a reason (the newsletter confirmation’s expired token)',
      { status: 400, body: { error: 'invalid_token', reason: 'expired' } },
      { kind: 'rejected', error: 'invalid_token', reason: 'expired' },
    ],
    [
      'refused because the service is switched off (503 newsletter_off), for good',
      relayAnswers.newsletterOff,
      { kind: 'rejected', error: 'newsletter_off' },
    ],
    ['refused as a wrong method (405)', { status: 405, body: {} }, { kind: 'rejected' }],
    ['refused as too large (413)', { status: 413, body: {} }, { kind: 'rejected' }],
    ['refused as not JSON (415)', { status: 415, body: {} }, { kind: 'rejected' }],
    ['a network error while online', 'network-error' as const, { kind: 'failed' }],
  ])('reports a request %s', async (_case, answer, expected) => {
    await expect(post(answer).result).resolves.toEqual(expected);
  });

  it('queues a request that fails while the browser is offline', async () => {
    await expect(post('network-error', false).result).resolves.toEqual({ kind: 'queued', by: 'page' });
  });

  it('reports a request cancelled because the page is being left as interrupted, not failed', async () => {
    await expect(post('network-error', true, true).result).resolves.toEqual({ kind: 'interrupted' });
    const aborted = jest.fn(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    await expect(
      postLead('/x', payload, { fetch: aborted, isOnline: () => true, isLeaving: () => false }),
    ).resolves.toEqual({ kind: 'interrupted' });
  });

  it('reads an unreadable success body as received, never claiming it was sent', async () => {
    const fetch = jest.fn(() =>
      Promise.resolve({
        status: 200,
        ok: true,
        json: () => Promise.reject(new SyntaxError('bad')),
      } as unknown as Response),
    );
    await expect(postLead('/x', payload, { fetch, isOnline: () => true, isLeaving: () => false })).resolves.toEqual({
      kind: 'delivered',
      outcome: 'stored',
    });
  });
});
