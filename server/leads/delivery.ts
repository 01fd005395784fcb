import type { DeliveredStatus } from '../../src/lib/leads/relayAnswers';
import type { DeliveryMode } from '../config';
import type { LeadsLog, LeadStore, MailMessage, MailTransport, StoreFolder } from './ports';

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
   * what the agency would have received, in a record a developer can open.
   */
  deliver: (folder: StoreFolder, message: MailMessage, request: unknown) => Promise<DeliveredStatus>;
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
      const { to, subject, html, replyTo } = message;
      const email = {
        from: 'outbox',
        to: [to ?? 'outbox'],
        subject,
        html,
        ...(replyTo === undefined ? {} : { reply_to: [replyTo] }),
      };
      await store.keep(folder, message.id, { receivedAt: new Date().toISOString(), request, email });
      return 'stored';
    },
  };
}
