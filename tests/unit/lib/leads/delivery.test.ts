import {
  advanceDelivery,
  canStart,
  deliveryEnded,
  deliveryReplayed,
  deliveryOutcome,
  deliveryStarted,
  deliveryStatuses,
  type DeliveryStatus,
  type LeadDelivery,
} from '../../../../src/lib/leads/delivery';
import type { DeliveryResult } from '../../../../src/lib/leads/post';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_ID = '9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a';
const at = (status: DeliveryStatus): LeadDelivery => ({ id: ID, status });

const start = (from: DeliveryStatus) =>
  advanceDelivery(at(from), 'contact', deliveryStarted({ kind: 'contact', id: ID }));
const end = (result: DeliveryResult, from: DeliveryStatus = 'sending') =>
  advanceDelivery(at(from), 'contact', deliveryEnded({ kind: 'contact', id: ID, result })).status;
const replay = (outcome: 'sent' | 'stored' | 'rejected', from: DeliveryStatus) =>
  advanceDelivery(at(from), 'contact', deliveryReplayed({ kind: 'contact', id: ID, outcome })).status;

describe('one lead’s delivery, the same for every form', () => {
  it('starts from idle, from a queue (the connection came back) or after a failure (Retry), never twice', () => {
    expect(deliveryStatuses.filter((from) => start(from).status === 'sending' && from !== 'sending')).toEqual([
      'idle',
      'queuedInPage',
      'queuedInWorker',
      'failed',
    ]);
    for (const from of ['sending', 'sent', 'stored', 'rejected', 'off'] as const) expect(start(from).status).toBe(from);
    expect(canStart({ id: null, status: 'idle' })).toBe(false);
  });

  it.each<[string, DeliveryResult, DeliveryStatus]>([
    ['sent by the provider', { kind: 'delivered', outcome: 'sent' }, 'sent'],
    ['kept in the outbox', { kind: 'delivered', outcome: 'stored' }, 'stored'],
    ['kept by the service worker', { kind: 'queued', by: 'worker' }, 'queuedInWorker'],
    ['kept by the page, offline without a worker', { kind: 'queued', by: 'page' }, 'queuedInPage'],
    ['failed for now', { kind: 'failed' }, 'failed'],
    ['refused for good', { kind: 'rejected', error: 'provider_rejected' }, 'rejected'],
    ['refused because the service is off', { kind: 'rejected', error: 'newsletter_off' }, 'off'],
    ['cut short by leaving the page (the next page sends it)', { kind: 'interrupted' }, 'sending'],
  ])('ends a send %s', (_case, result, expected) => {
    expect(end(result)).toBe(expected);
  });

  it('takes an answer only while a send is in flight', () => {
    expect(end({ kind: 'delivered', outcome: 'sent' }, 'idle')).toBe('idle');
    expect(end({ kind: 'failed' }, 'sent')).toBe('sent');
  });

  it('takes the worker’s replay as the outcome of a queued lead only', () => {
    for (const outcome of ['sent', 'stored', 'rejected'] as const) {
      expect(replay(outcome, 'queuedInWorker')).toBe(outcome);
      expect(replay(outcome, 'queuedInPage')).toBe(outcome);
    }
    // The page's own re-send is in flight: its answer decides, the relay delivers the id once.
    expect(replay('sent', 'sending')).toBe('sending');
    expect(replay('rejected', 'sent')).toBe('sent');
  });

  it('ignores the events of another lead, or of another id of this one (a late answer after Start over)', () => {
    const sending = at('sending');
    const result = { kind: 'delivered', outcome: 'sent' } as const;
    expect(advanceDelivery(sending, 'contact', deliveryEnded({ kind: 'contact', id: OTHER_ID, result }))).toBe(sending);
    expect(advanceDelivery(sending, 'contact', deliveryEnded({ kind: 'newsletter', id: ID, result }))).toBe(sending);
    expect(advanceDelivery(sending, 'contact', { type: 'another/action' })).toBe(sending);
  });
});

describe('what a delivery came to, read one way by every form and every agent tool', () => {
  it.each<[DeliveryStatus, ReturnType<typeof deliveryOutcome>]>([
    ['idle', undefined],
    ['sending', undefined],
    ['queuedInPage', 'queued'],
    ['queuedInWorker', 'queued'],
    ['sent', 'sent'],
    ['stored', 'stored'],
    ['failed', 'failed'],
    ['rejected', 'rejected'],
    ['off', 'off'],
  ])('%s reads as %s', (status, outcome) => {
    expect(deliveryOutcome(status)).toBe(outcome);
  });
});
