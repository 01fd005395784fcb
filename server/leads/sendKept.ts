import { leadKinds } from '../../src/lib/leads/kinds';
import { keptMessage } from './delivery';
import type { LeadStore, MailTransport, QueuedLead } from './ports';

/**
 * A confirmation e-mail is forgotten once it left: double opt-in keeps nothing about an address before its owner
 * confirms. The leads stay until the retention, for the agency to read and to answer a visitor's request.
 */
const forgottenOnceSent: ReadonlySet<string> = new Set([leadKinds.newsletter.folder]);

/**
 * Sends the kept lead a queue names, read from the store: `mail` sends an id once (`sendingOnce`, the provider's
 * idempotency key besides). A record gone (erased, purged) has nothing left to send. Throws what `mail` throws:
 * `MailFailed` may pass later, `MailRejected` never will.
 */
export async function sendKept(
  lead: QueuedLead,
  { store, mail }: { store: LeadStore; mail: MailTransport },
): Promise<'sent' | 'gone'> {
  const record = await store.read(lead.folder, lead.id);
  if (record === undefined) return 'gone';
  await mail.send(keptMessage(lead.id, record));
  if (forgottenOnceSent.has(lead.folder)) await store.remove(lead.folder, lead.id);
  return 'sent';
}
