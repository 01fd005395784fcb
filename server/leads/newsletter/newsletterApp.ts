import { Hono, type Context } from 'hono';
import { localizedPath } from '../../../src/i18n/languagePaths';
import { parseNewsletterSignup, type NewsletterClaim } from '../../../src/lib/leads/newsletter';
import type { Delivery } from '../../config';
import { jsonResponse } from '../../json';
import type { Courier } from '../deliver';
import { InvalidToken } from '../errors';
import { headerAddress, headerText } from '../mailHeaders';
import { spamTraps, validBody } from '../middleware';
import type { LeadsEnv, LeadsLog, LeadStore } from '../ports';
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

export interface NewsletterAppOptions {
  delivery: Delivery;
  courier: Courier;
  subscribers: Subscribers;
  /** Signs the links' tokens and keys the resend limit. */
  secret: string;
  publicOrigin: string;
  agencyName: string;
  now: () => number;
  /** Addresses the resend limit remembers at most; past it, the oldest is forgotten. */
  maxAddresses: number;
  log: LeadsLog;
}

/** A sign-up, whose address becomes the e-mail's `To`: one a header could not carry as it is names no mailbox. */
const parseSignup = (body: unknown) => {
  const parsed = parseNewsletterSignup(body);
  if (!parsed.ok) return parsed;
  return headerAddress(parsed.signup.email) === undefined
    ? { ok: false as const, field: 'email' }
    : { ok: true as const, lead: parsed.signup };
};

const parseConfirmation = (body: unknown) => {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? { ok: true as const, lead: token } : { ok: false as const, field: 'token' };
};

/**
 * Lets `work` finish after the answer: on the runtime's `waitUntil` (a worker's, the Node server's, which a stop
 * waits for); where there is none (the development server), it runs on by itself.
 */
function afterAnswer(c: Context, work: Promise<void>) {
  let execution;
  try {
    execution = c.executionCtx;
  } catch {
    return;
  }
  execution.waitUntil(work);
}

/**
 * `POST /api/newsletter` sends the confirmation e-mail (double opt-in: nothing about the address is kept);
 * `POST /api/newsletter/confirm` records the subscriber named by a genuine, unexpired token.
 */
export function newsletterApp(options: NewsletterAppOptions) {
  const { delivery, courier, subscribers, secret, now, log } = options;
  const resend = createResendLimit(now, options.maxAddresses);
  const status = delivery === 'mail' ? 'sent' : 'stored';

  // The same answer whether an e-mail left, the address had one this hour, or a trap caught a robot: the
  // answer must not tell whether an address signed up before.
  const signup = validBody(parseSignup);
  const confirm = validBody(parseConfirmation);
  return new Hono<LeadsEnv>()
    .post('/', signup, spamTraps('newsletter', { timed: true, status, log }), async (c) => {
      const { lead } = c.req.valid('json');
      // `Zoe+1@…` and `zoe+2@…` reach one inbox: they share its one e-mail of the hour.
      const key = await mailboxKey(lead.email, secret);
      // The e-mail is written whether or not it leaves, and leaves after the answer: the answer takes the same time
      // whatever the mailbox's state, and a slow provider cannot tell on it.
      const token = await signToken(lead, secret, now());
      const link = confirmationLink(options.publicOrigin, lead, token);
      const { subject, html } = confirmationEmail(lead.lng, link, options.agencyName);
      const message = { id: lead.id, to: lead.email, subject: headerText(subject), html };
      if (resend.claim(key))
        afterAnswer(
          c,
          courier.deliver(delivery, 'newsletter-emails', message, { id: lead.id, lng: lead.lng }).then(
            () => undefined,
            (error: unknown) => {
              // Not sent: the visitor may ask again at once.
              resend.release(key);
              log.error(
                `A newsletter confirmation could not be sent: ${error instanceof Error ? error.message : String(error)}`,
              );
            },
          ),
        );
      else log.info('A newsletter confirmation was asked for again within the hour: not sent');
      return jsonResponse(200, { status, id: lead.id });
    })
    .post('/confirm', confirm, async (c) => {
      const check = await verifyToken(c.req.valid('json').lead, secret, now());
      if (!check.ok) throw new InvalidToken(check.reason);
      const { email, lng } = check.claim;
      const key = await addressKey(email, secret);
      if (subscribers.kind === 'audience') {
        await subscribers.add(email, `newsletter-${key}`);
        return jsonResponse(200, { status: 'subscribed' });
      }
      // One file per address, made whole by link(2): the first consent's time is the one kept.
      const record = { email, language: lng, consentedAt: new Date(now()).toISOString(), method: 'double opt-in' };
      const outcome = await subscribers.store.keep('newsletter', key, record);
      return jsonResponse(200, { status: 'subscribed', already: outcome === 'already' });
    });
}
