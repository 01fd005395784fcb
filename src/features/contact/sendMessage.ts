import { site } from '../../config/site';
import type { ContactPayload } from '../../lib/leads/contact';
import { browserTransport, postLead, type LeadTransport } from '../../lib/leads/post';

/**
 * What became of a message the relay did not refuse: taken by the relay, kept by the worker for later
 * (`queued`), or kept only by this page, offline without a worker (`queuedInPage`).
 */
export type MessageOutcome = 'delivered' | 'queued' | 'queuedInPage';

/** Delivers a contact message; rejects when it was refused or could not be sent now. */
export type MessageSender = (payload: ContactPayload) => Promise<MessageOutcome>;

/** 'Sending...' shows at least this long (the spec's 1.5 s), and until the relay answers. */
export const MIN_SENDING_MS = 1500;

export class MessageNotSent extends Error {}

/** Posts the message to the relay (`POST /api/contact`), one id per message whatever the attempt. */
export function relaySender(
  transport: LeadTransport = browserTransport(site.contactEndpoint),
  minimumMs = MIN_SENDING_MS,
): MessageSender {
  return async (payload) => {
    const [result] = await Promise.all([
      postLead(payload, transport),
      new Promise((resolve) => setTimeout(resolve, minimumMs)),
    ]);
    if (result.kind === 'delivered') return 'delivered';
    if (result.kind === 'queued') return result.by === 'worker' ? 'queued' : 'queuedInPage';
    throw new MessageNotSent(`The contact message was not sent: ${result.kind}`);
  };
}

export const sendMessage: MessageSender = relaySender();
