import { localizedPath } from '../../../src/i18n/languagePaths';
import { isRecord } from '../../../src/lib/isRecord';
import { leadKinds } from '../../../src/lib/leads/kinds';
import { parseNewsletterSignup, type NewsletterClaim, type NewsletterSignup } from '../../../src/lib/leads/newsletter';
import { newsletterOffLine, type NewsletterSettings } from '../../config';
import type { Delivery } from '../delivery';
import { InvalidField, InvalidToken, LeadKindOff } from '../errors';
import { headerAddress, headerText } from '../mailHeaders';
import type { LeadsLog, LeadStore } from '../ports';
import type { LeadRelay } from '../relay';
import { confirmationEmail } from './email';
import { createResendLimit } from './resendLimit';
import { addressKey, mailboxKey, signToken, verifyToken } from './token';

/** The path of the confirmation page, in French; `/en/` before it in English. */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';

/** The confirmation link: the configured origin, the page in the sign-up's language, the signed token. */
export function confirmationLink(origin: string, claim: Pick<NewsletterClaim, 'lng'>, token: string): string {
  const url = new URL(localizedPath(CONFIRM_PAGE_PATH, claim.lng), origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** Where confirmed subscribers go: the provider's audience (one call keyed per address), or the store. */
export type Subscribers =
  { kind: 'audience'; add: (email: string, key: string) => Promise<void> } | { kind: 'store'; store: LeadStore };

export interface NewsletterRelayOptions {
  delivery: Delivery;
  /** Where confirmed subscribers go; asked for only when the newsletter is on. */
  subscribers: () => Subscribers;
  /** Signs the links' tokens and keys the resend limit: `NEWSLETTER_SECRET`, or the one Node keeps. */
  secret: () => string;
  now: () => number;
  /** Addresses the resend limit remembers at most; past it, the oldest is forgotten. */
  maxAddresses: number;
  log: LeadsLog;
}

/** A sign-up, whose address becomes the e-mail's `To`: one a header could not carry as it is names no mailbox. */
function parseSignup(body: unknown) {
  const parsed = parseNewsletterSignup(body);
  if (!parsed.ok) return parsed;
  return headerAddress(parsed.signup.email) === undefined
    ? { ok: false as const, field: 'email' }
    : { ok: true as const, lead: parsed.signup };
}

/** Every path of a newsletter the server is not configured for answers `503 newsletter_off`, before reading a body. */
function newsletterOff(): LeadRelay<NewsletterSignup> {
  const off = () => {
    throw new LeadKindOff('newsletter');
  };
  return { parse: off, deliver: off, steps: { '/confirm': off } };
}

/**
 * The newsletter, by double opt-in: `POST /api/newsletter` sends the confirmation e-mail (nothing about the
 * address is kept), `POST /api/newsletter/confirm` records the subscriber named by a genuine, unexpired token.
 * Without its settings it is off, and says so in one line at start.
 */
export function newsletterRelay(settings: NewsletterSettings, options: NewsletterRelayOptions) {
  const { delivery, now, log } = options;
  if (!settings.enabled) {
    log.warn(newsletterOffLine(settings));
    return newsletterOff();
  }
  const secret = options.secret();
  const subscribers = options.subscribers();
  const resend = createResendLimit(now, options.maxAddresses);

  // The same answer whether an e-mail left, the address had one this hour, or a trap caught a robot: the
  // answer must not tell whether an address signed up before.
  const relay: LeadRelay<NewsletterSignup> = {
    parse: parseSignup,
    async deliver(lead, afterAnswer) {
      // `Zoe+1@…` and `zoe+2@…` reach one inbox: they share its one e-mail of the hour.
      const key = await mailboxKey(lead.email, secret);
      if (!resend.claim(key)) {
        log.info('A newsletter confirmation was asked for again within the hour: not sent');
        return delivery.status;
      }
      // The e-mail leaves after the answer, so the answer takes the same time whatever the mailbox's state.
      const token = await signToken(lead, secret, now());
      const link = confirmationLink(settings.publicOrigin, lead, token);
      const { subject, html } = confirmationEmail(lead.lng, link, settings.agencyName);
      const message = { id: lead.id, to: lead.email, subject: headerText(subject), html };
      afterAnswer(
        delivery
          .deliver(leadKinds.newsletter.folder, message, { id: lead.id, lng: lead.lng })
          .catch((error: unknown) => {
            // Not sent: the visitor may ask again at once.
            resend.release(key);
            log.error(
              `A newsletter confirmation could not be sent: ${error instanceof Error ? error.message : String(error)}`,
            );
          }),
      );
      return delivery.status;
    },
    steps: {
      async '/confirm'(body) {
        const token = isRecord(body) ? body.token : undefined;
        if (typeof token !== 'string') throw new InvalidField('token');
        const check = await verifyToken(token, secret, now());
        if (!check.ok) throw new InvalidToken(check.reason);
        const { email, lng } = check.claim;
        const key = await addressKey(email, secret);
        if (subscribers.kind === 'audience') {
          await subscribers.add(email, `newsletter-${key}`);
          return { status: 'subscribed' };
        }
        // One record per address, made whole by the store: the first consent's time is the one kept.
        const record = { email, language: lng, consentedAt: new Date(now()).toISOString(), method: 'double opt-in' };
        const outcome = await subscribers.store.keep('newsletter', key, record);
        return { status: 'subscribed', already: outcome === 'already' };
      },
    },
  };
  return relay;
}
