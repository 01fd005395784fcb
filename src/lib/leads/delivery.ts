import { createAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { LeadKind } from './kinds';
import type { DeliveryResult } from './post';
import type { DeliveredStatus } from './relayAnswers';

/** Where one lead stands, the same for the consultation, the contact message and the newsletter sign-up. */
export const deliveryStatuses = [
  'idle',
  'sending',
  'queuedInPage',
  'queuedInWorker',
  'sent',
  'stored',
  'failed',
  'rejected',
  'off',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface LeadDelivery {
  /** The lead's one id, carried by every attempt and replay so the relay delivers it once. */
  id: string | null;
  status: DeliveryStatus;
}

export const idleDelivery: LeadDelivery = { id: null, status: 'idle' };

export const isDeliveryStatus = (value: unknown): value is DeliveryStatus =>
  typeof value === 'string' && (deliveryStatuses as readonly string[]).includes(value);

/**
 * What a delivery came to, as every form and every agent tool reports it: mailed (`sent`) or kept by the relay
 * (`stored`), waiting for the connection (`queued`), failed for now (`failed`, Retry may pass), refused for good
 * (`rejected`), or refused because the server takes no lead of its kind (`off`).
 */
export type DeliveryOutcome = 'sent' | 'stored' | 'queued' | 'failed' | 'rejected' | 'off';

const outcomes: Readonly<Record<DeliveryStatus, DeliveryOutcome | undefined>> = {
  idle: undefined,
  sending: undefined,
  queuedInPage: 'queued',
  queuedInWorker: 'queued',
  sent: 'sent',
  stored: 'stored',
  failed: 'failed',
  rejected: 'rejected',
  off: 'off',
};

/** The one reading of a delivery's state: its outcome, or undefined while it has none yet (not sent, sending). */
export const deliveryOutcome = (status: DeliveryStatus): DeliveryOutcome | undefined => outcomes[status];

export const isDelivered = (status: DeliveryStatus) => status === 'sent' || status === 'stored';
/** Refused for good: by the relay, or because the server takes no lead of its kind. */
export const isRefused = (status: DeliveryStatus) => status === 'rejected' || status === 'off';
export const isQueued = (status: DeliveryStatus) => deliveryOutcome(status) === 'queued';
const startsFrom: readonly DeliveryStatus[] = ['idle', 'queuedInPage', 'queuedInWorker', 'failed'];
export const canStart = (delivery: LeadDelivery) => delivery.id !== null && startsFrom.includes(delivery.status);

interface DeliveryOf {
  kind: LeadKind;
  id: string;
}

export const deliveryStarted = createAction<DeliveryOf>('leads/deliveryStarted');
export const deliveryEnded = createAction<DeliveryOf & { result: DeliveryResult }>('leads/deliveryEnded');
/** The service worker replayed a queued lead and got a final answer. */
export const deliveryReplayed = createAction<DeliveryOf & { outcome: DeliveredStatus | 'rejected' }>(
  'leads/deliveryReplayed',
);

export type DeliveryEvent = ReturnType<typeof deliveryStarted | typeof deliveryEnded | typeof deliveryReplayed>;
export const isDeliveryEvent: (action: unknown) => action is DeliveryEvent = isAnyOf(
  deliveryStarted,
  deliveryEnded,
  deliveryReplayed,
);

function statusAfter(result: DeliveryResult): DeliveryStatus | undefined {
  switch (result.kind) {
    case 'delivered':
      return result.outcome;
    case 'queued':
      return result.by === 'worker' ? 'queuedInWorker' : 'queuedInPage';
    case 'failed':
      return 'failed';
    case 'rejected':
      return result.error === 'newsletter_off' ? 'off' : 'rejected';
    case 'interrupted':
      return undefined;
  }
}

/** The state machine: an event about another kind of lead, or another id, changes nothing. */
export function advanceDelivery(delivery: LeadDelivery, kind: LeadKind, action: UnknownAction): LeadDelivery {
  if (!isDeliveryEvent(action) || action.payload.kind !== kind || action.payload.id !== delivery.id) return delivery;
  const { status } = delivery;
  let next: DeliveryStatus | undefined;
  // Ended and replayed first: their payloads extend the started one's, so its guard would take them too.
  if (deliveryEnded.match(action)) next = status === 'sending' ? statusAfter(action.payload.result) : undefined;
  else if (deliveryReplayed.match(action)) next = isQueued(status) ? action.payload.outcome : undefined;
  else next = canStart(delivery) ? 'sending' : undefined;
  return next === undefined ? delivery : { ...delivery, status: next };
}
