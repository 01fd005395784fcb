/**
 * Spam kept out without third parties. Every lead form carries a honeypot, a field people and assistive technology
 * never meet; the contact form also says how long its draft was open, in page time.
 */
export const HONEYPOT_FIELD = 'website';

/** Less time than this between the first keystroke of a contact draft and its sending is a robot's. */
export const MIN_DRAFT_MS = 2000;

export type SpamReason = 'honeypot' | 'too_fast';

/** Why a decoded lead body looks like a robot's, if it does. Bodies without the fields (older queues) pass. */
export function spamReason(body: Readonly<Record<string, unknown>>, timed: boolean): SpamReason | undefined {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') return 'honeypot';
  const draftMs = body.draftMs;
  if (timed && typeof draftMs === 'number' && draftMs < MIN_DRAFT_MS) return 'too_fast';
  return undefined;
}
