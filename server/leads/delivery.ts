import { isRecord } from '../../src/lib/isRecord';
import type { DeliveredStatus } from '../../src/lib/leads/relayAnswers';
import type { DeliveryMode } from '../config';
import { MailRejected } from './errors';
import type { LeadQueue, LeadsLog, LeadStore, MailMessage, MailTransport, StoreFolder } from './ports';

/**
 * A transport without idempotency (SMTP) made to send an id once: the store remembers each id it sent, across restarts,
 * and concurrent sends of one id share one.
 */
export function sendingOnce(transport: MailTransport, store: LeadStore, log: LeadsLog): MailTransport {
  const sending = new Map<string, Promise<void>>();
  const sendOnce = async (message: MailMessage) => {
    if (await store.has('sent', message.id)) return;
    await transport.send(message);
    try {
      await store.keep('sent', message.id, { sentAt: new Date().toISOString() });
    } catch (error) {
      log.error(`Sent ${message.id}, but could not remember it, so a replay may send it again: ${String(error)}`);
    }
  };
  return {
    idempotent: true,
    send: (message) => {
      let running = sending.get(message.id);
      if (running === undefined) {
        running = sendOnce(message).finally(() => sending.delete(message.id));
        sending.set(message.id, running);
      }
      return running;
    },
  };
}

/** How every kind's leads leave the relays: mailed, or kept in the store; the same for each kind. */
export interface Delivery {
  /** What a delivered lead is answered: `sent` (mailed) or `stored` (kept), a spam trap's catch included. */
  readonly status: DeliveredStatus;
  /**
   * Mails `message`, or keeps it in the store's `folder` with the lead as the visitor sent it (`request`):
   * what the agency receives, in a record a developer can open.
   */
  deliver: (folder: StoreFolder, message: MailMessage, request: unknown) => Promise<DeliveredStatus>;
}

/** What a store keeps of a lead: when, the lead as the visitor sent it, and its e-mail (`to` only for the visitor's). */
export interface KeptRecord {
  receivedAt: string;
  request: unknown;
  email: { to?: string[]; subject: string; html: string; reply_to?: string[] };
}

export function keptRecord(message: MailMessage, request: unknown, now = Date.now()): KeptRecord {
  const { to, subject, html, replyTo } = message;
  return {
    receivedAt: new Date(now).toISOString(),
    request,
    email: {
      ...(to === undefined ? {} : { to: [to] }),
      subject,
      html,
      ...(replyTo === undefined ? {} : { reply_to: [replyTo] }),
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const firstText = (value: unknown) => (Array.isArray(value) && isText(value[0]) ? value[0] : undefined);

/** The e-mail a kept record holds, to send it later; a record without one can never be sent (`MailRejected`). */
export function keptMessage(id: string, record: unknown): MailMessage {
  const email = isRecord(record) ? record.email : undefined;
  if (!isRecord(email) || !isText(email.subject) || !isText(email.html))
    throw new MailRejected(`The record of ${id} holds no e-mail to send`);
  const to = firstText(email.to);
  const replyTo = firstText(email.reply_to);
  return {
    id,
    subject: email.subject,
    html: email.html,
    ...(to === undefined ? {} : { to }),
    ...(replyTo === undefined ? {} : { replyTo }),
  };
}

export function createDelivery(
  mode: DeliveryMode,
  mail: MailTransport | undefined,
  store: LeadStore | undefined,
): Delivery {
  if (mode === 'mail') {
    if (mail === undefined) throw new Error('Delivery by mail without a mail transport');
    return {
      status: 'sent',
      async deliver(_folder, message) {
        await mail.send(message);
        return 'sent';
      },
    };
  }
  if (store === undefined) throw new Error('Delivery to the store without a store');
  return {
    status: 'stored',
    async deliver(folder, message, request) {
      await store.keep(folder, message.id, keptRecord(message, request));
      return 'stored';
    },
  };
}

/**
 * Every lead kept in the store before it is answered, then handed to the queue, which sends it (`sendKept`): the
 * worker's delivery, answered `stored` once both hold it. A replay of a lead sent already changes nothing (a
 * confirmation e-mail, forgotten once sent, is not kept again); one kept whose queueing failed (answered 503, so the
 * page tries again) is queued again.
 */
export function queuedDelivery(store: LeadStore, queue: LeadQueue): Delivery {
  return {
    status: 'stored',
    async deliver(folder, message, request) {
      if (await store.has('sent', message.id)) return 'stored';
      await store.keep(folder, message.id, keptRecord(message, request));
      await queue.enqueue({ folder, id: message.id });
      return 'stored';
    },
  };
}
