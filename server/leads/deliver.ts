import type { DeliveredStatus } from '../../src/lib/leads/answers';
import type { Delivery } from '../config';
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

export interface Courier {
  /**
   * Mails `message`, or keeps it in the store's `folder` with the lead as the visitor sent it (`request`):
   * what the agency would have received, in a file a developer can open.
   */
  deliver: (
    delivery: Delivery,
    folder: StoreFolder,
    message: MailMessage,
    request: unknown,
  ) => Promise<DeliveredStatus>;
}

export function courier(mail: MailTransport | undefined, store: LeadStore | undefined): Courier {
  return {
    async deliver(delivery, folder, message, request) {
      if (delivery === 'mail') {
        if (mail === undefined) throw new Error('Delivery by mail without a mail transport');
        await mail.send(message);
        return 'sent';
      }
      if (store === undefined) throw new Error('Delivery to the store without a store');
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
