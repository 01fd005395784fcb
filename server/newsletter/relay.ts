import { randomUUID } from 'node:crypto';
import * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import { localizedPath } from '../../src/i18n/languagePaths';
import { parseNewsletterSignup, type NewsletterClaim } from '../../src/lib/leads/newsletter';
import { spamReason } from '../../src/lib/leads/spam';
import type { FetchHandler } from '../fetchHandler';
import { jsonResponse } from '../json';
import {
  callProvider,
  OutboxUnavailable,
  ProviderRejected,
  sendThroughProvider,
  removeUnfinishedWrites,
  storeInOutbox,
  type Email,
  type OutboxFileSystem,
  writeFlushed,
} from '../leads/delivery';
import { createRateLimiter } from '../leads/rateLimit';
import { OUTBOX_RETRY_AFTER_SECONDS, readJsonRequest } from '../leads/relay';
import type { NewsletterConfig } from './config';
import { headerAddress, headerText } from '../leads/mailHeaders';
import { confirmationEmail } from './email';
import { addressKey, mailboxKey, signToken, verifyToken } from './token';

/** At most one confirmation e-mail per address in this time, however often it is asked for. */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000;

/** The path of the confirmation page, in French; `/en/` before it in English. */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';

export type SubscribersFileSystem = OutboxFileSystem & Pick<typeof fsPromises, 'link'>;

export interface NewsletterRelayOptions {
  config: NewsletterConfig;
  now?: () => number;
  outboxFs?: SubscribersFileSystem;
  maxClients?: number;
  /** Addresses the resend limit remembers at most; past it, the oldest is forgotten. */
  maxAddresses?: number;
  log?: Pick<Console, 'error' | 'warn' | 'info'>;
}

/**
 * Remembers, for an hour and in memory only, that a confirmation went to a mailbox (by a keyed hash of its
 * normalised address, see `mailboxKey`, not the address). Insertion order is time order, so expired and surplus entries are at the front.
 */
function createResendLimit(now: () => number, maxAddresses: number) {
  const sent = new Map<string, number>();
  const prune = (time: number) => {
    for (const [key, at] of sent) {
      if (time - at < RESEND_INTERVAL_MS && sent.size <= maxAddresses) break;
      sent.delete(key);
    }
  };
  return {
    /** Claims the address's one e-mail of the hour; false when it is already taken. */
    claim(key: string): boolean {
      const time = now();
      prune(time);
      const at = sent.get(key);
      if (at !== undefined && time - at < RESEND_INTERVAL_MS) return false;
      sent.delete(key);
      sent.set(key, time);
      return true;
    },
    /** Gives the hour back when the e-mail could not be sent, so the visitor may try again at once. */
    release(key: string) {
      sent.delete(key);
    },
  };
}

/** The confirmation link: the configured origin, the page in the sign-up's language, the signed token. */
export function confirmationLink(origin: string, claim: Pick<NewsletterClaim, 'lng'>, token: string): string {
  const url = new URL(localizedPath(CONFIRM_PAGE_PATH, claim.lng), origin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * Keeps one file per address, created whole or not at all: written to a temporary file, then linked to its
 * name, which fails if the address is already there. The first consent's time is the one kept.
 */
async function recordSubscriber(
  dir: string,
  key: string,
  record: Record<string, string>,
  fs: SubscribersFileSystem,
): Promise<'recorded' | 'already'> {
  const file = path.join(dir, `${key}.json`);
  const temporary = path.join(dir, `.${key}.${randomUUID()}.tmp`);
  try {
    await writeFlushed(fs, dir, temporary, record);
    try {
      await fs.link(temporary, file);
      return 'recorded';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'already';
      throw error;
    }
  } catch (error) {
    throw new OutboxUnavailable(`The newsletter folder ${dir} cannot keep a subscriber: ${String(error)}`);
  } finally {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
  }
}

const unavailable = () =>
  jsonResponse(503, { error: 'unavailable' }, { 'Retry-After': String(OUTBOX_RETRY_AFTER_SECONDS) });

/**
 * `POST /api/newsletter` sends the confirmation e-mail (double opt-in: nothing about the address is kept);
 * `POST /api/newsletter/confirm` records the subscriber named by a genuine, unexpired token.
 */
export function createNewsletterRelays({
  config,
  now = Date.now,
  outboxFs = fsPromises,
  maxClients,
  maxAddresses = 50_000,
  log = console,
}: NewsletterRelayOptions): { signup: FetchHandler; confirm: FetchHandler } {
  const { delivery, secret } = config;
  const signupLimiter = createRateLimiter(config.rateLimitPerMinute, { now, maxClients });
  const confirmLimiter = createRateLimiter(config.rateLimitPerMinute, { now, maxClients });
  const resend = createResendLimit(now, maxAddresses);
  if (delivery.kind === 'outbox')
    for (const dir of [delivery.emails, delivery.subscribers]) removeUnfinishedWrites(dir, log);
  // The same answer whether an e-mail left, the address had one this hour, or the honeypot caught a robot:
  // the answer must not tell whether an address signed up before.
  const accepted = (id: string) => jsonResponse(200, { status: delivery.kind === 'outbox' ? 'stored' : 'sent', id });

  const signup: FetchHandler = async (request, context) => {
    const read = await readJsonRequest(request, signupLimiter, context?.clientAddress);
    if (!read.ok) return read.response;
    const parsed = parseNewsletterSignup(read.body);
    if (!parsed.ok) return jsonResponse(400, { error: 'invalid_field', field: parsed.field });
    const { signup: lead } = parsed;
    // The address becomes the e-mail's `To`: one that holds a control character is no mailbox to write to.
    const to = headerAddress(lead.email);
    if (to === undefined) return jsonResponse(400, { error: 'invalid_field', field: 'email' });

    const spam = spamReason(read.body as Record<string, unknown>, true);
    if (spam !== undefined) {
      log.warn(`Dropped a newsletter sign-up as spam (${spam})`);
      return accepted(lead.id);
    }
    // `Zoe+1@…` and `zoe+2@…` reach one inbox: they share its one e-mail of the hour.
    const key = await mailboxKey(lead.email, secret);
    if (!resend.claim(key)) {
      log.info('A newsletter confirmation was asked for again within the hour: not sent');
      return accepted(lead.id);
    }

    const token = await signToken(lead, secret, now());
    const { subject, html } = confirmationEmail(
      lead.lng,
      confirmationLink(config.publicOrigin, lead, token),
      config.agencyName,
    );
    try {
      if (delivery.kind === 'outbox') {
        const email: Email = { from: 'outbox', to: [to], subject: headerText(subject), html };
        const kept = { id: lead.id, lng: lead.lng };
        await storeInOutbox(delivery.emails, kept, email, outboxFs);
      } else {
        const email: Email = { from: delivery.provider.from, to: [to], subject: headerText(subject), html };
        await sendThroughProvider(delivery.provider, email, lead.id);
      }
    } catch (error) {
      resend.release(key);
      log.error(error instanceof Error ? error.message : error);
      if (error instanceof OutboxUnavailable) return unavailable();
      if (error instanceof ProviderRejected) return jsonResponse(422, { error: 'provider_rejected' });
      return jsonResponse(502, { error: 'provider_failed' });
    }
    return accepted(lead.id);
  };

  const confirm: FetchHandler = async (request, context) => {
    const read = await readJsonRequest(request, confirmLimiter, context?.clientAddress);
    if (!read.ok) return read.response;
    const token = (read.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') return jsonResponse(400, { error: 'invalid_field', field: 'token' });
    const check = await verifyToken(token, secret, now());
    if (!check.ok) return jsonResponse(400, { error: 'invalid_token', reason: check.reason });
    const { claim } = check;
    const key = await addressKey(claim.email, secret);

    try {
      if (delivery.kind === 'outbox') {
        const outcome = await recordSubscriber(
          delivery.subscribers,
          key,
          {
            email: claim.email,
            language: claim.lng,
            consentedAt: new Date(now()).toISOString(),
            method: 'double opt-in',
          },
          outboxFs,
        );
        return jsonResponse(200, { status: 'subscribed', already: outcome === 'already' });
      }
      // The provider keeps one contact per address in an audience; the key makes a replay one call.
      await callProvider(
        delivery.provider,
        delivery.contactsUrl,
        { email: claim.email, unsubscribed: false },
        `newsletter-${key}`,
      );
      return jsonResponse(200, { status: 'subscribed' });
    } catch (error) {
      log.error(error instanceof Error ? error.message : error);
      if (error instanceof OutboxUnavailable) return unavailable();
      if (error instanceof ProviderRejected) return jsonResponse(422, { error: 'provider_rejected' });
      return jsonResponse(502, { error: 'provider_failed' });
    }
  };

  return { signup, confirm };
}
