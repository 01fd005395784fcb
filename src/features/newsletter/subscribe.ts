import { site } from '../../config/site';
import type { NewsletterPayload } from '../../lib/leads/newsletter';
import { browserTransport, postLead, type LeadTransport } from '../../lib/leads/post';

export { newRequestId } from '../../lib/leads/ids';

/**
 * What the footer says after a sign-up: the e-mail left, the worker keeps it for later, try again, or the
 * server takes no sign-up (its newsletter is off).
 */
export type SignupOutcome = 'sent' | 'queued' | 'failed' | 'off';

/** Posts a sign-up to the relay (`POST /api/newsletter`), loaded only when a visitor subscribes. */
export async function subscribe(
  payload: NewsletterPayload,
  transport: LeadTransport = browserTransport(site.newsletterEndpoint),
): Promise<SignupOutcome> {
  const result = await postLead(payload, transport);
  if (result.kind === 'delivered') return 'sent';
  if (result.kind === 'rejected' && result.off === true) return 'off';
  return result.kind === 'queued' && result.by === 'worker' ? 'queued' : 'failed';
}
