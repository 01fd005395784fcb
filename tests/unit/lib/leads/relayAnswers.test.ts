import { classifyRelayAnswer } from '../../../../src/lib/leads/relayAnswers';

describe('what an answer of the relay means, for the page and the service worker alike', () => {
  it.each([
    [200, { status: 'sent', id: 'x' }, 'delivered'],
    [422, { error: 'provider_rejected' }, 'final'],
    [400, { error: 'invalid_field', field: 'id' }, 'final'],
    // The newsletter is off on this server: the same answer however often it is sent, so never replayed.
    [503, { error: 'newsletter_off' }, 'off'],
    [503, { error: 'contact_off' }, 'off'],
    [503, { error: 'unavailable' }, 'temporary'],
    [503, undefined, 'temporary'],
    [502, { error: 'newsletter_off' }, 'temporary'],
    [429, {}, 'temporary'],
  ])('%s %p is %s', (status, body, expected) => {
    expect(classifyRelayAnswer(status, body)).toBe(expected);
  });
});
