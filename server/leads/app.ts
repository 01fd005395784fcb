import { Hono } from 'hono';
import { newsletterOffLine, type LeadsSettings } from '../config';
import { courier, sendingOnce } from './deliver';
import type { DescribeChoice } from './email';
import { leadErrors, NewsletterOff, RelaysUnavailable } from './errors';
import { httpApiAudience } from './httpApi';
import { describeChoice } from './labels';
import { consultations, contactMessages, leadApp } from './leadApp';
import { jsonBody, postOnly, rateLimited } from './middleware';
import { newsletterApp, type Subscribers } from './newsletter/newsletterApp';
import type { LeadsEnv, LeadsLog, LeadStore, MailTransport } from './ports';
import { createRateLimiter } from './rateLimit';

/** Every path the relays answer under `/api`. */
export const LEAD_PATHS = ['/consultation', '/contact', '/newsletter', '/newsletter/confirm'] as const;

export interface LeadsAppOptions {
  settings: LeadsSettings;
  /** How mail leaves, when the settings say it does: ./httpApi.ts, or SMTP on Node. */
  mail?: MailTransport;
  /** Node's outbox: leads without mail, the ids SMTP sent, subscribers without a provider's audience. */
  store?: LeadStore;
  /** The newsletter's secret when no `NEWSLETTER_SECRET` is set: Node's kept one (node/keptSecret.ts). */
  keptSecret?: () => string;
  describe?: DescribeChoice;
  now?: () => number;
  /** Clients the rate limit tracks at most. */
  maxClients?: number;
  /** Mailboxes the newsletter's resend limit remembers at most. */
  maxAddresses?: number;
  log?: LeadsLog;
}

const required = <T>(port: T | undefined, what: string): T => {
  if (port === undefined) throw new Error(`The lead relays need ${what} with these settings`);
  return port;
};

/**
 * The lead relays under `/api`: one method check, rate limit and body check for every kind, then each kind's
 * sub-app validates, catches spam and delivers through the ports the runtime supplies (mail, store).
 */
export function createLeadsApp(options: LeadsAppOptions) {
  const { settings, now = Date.now, log = console } = options;
  // Only an HTTP API does without: it keeps no lead, dedupes by its key and has an audience.
  const store = settings.mail?.kind === 'api' ? options.store : required(options.store, 'a store');
  const transport = settings.mail === undefined ? undefined : required(options.mail, 'a mail transport');
  const mail = transport?.idempotent === false ? sendingOnce(transport, required(store, 'a store'), log) : transport;
  const deliveries = courier(mail, store);

  const app = new Hono<LeadsEnv>();
  const limiter = createRateLimiter(settings.rateLimitPerMinute, { now, maxClients: options.maxClients });
  for (const path of LEAD_PATHS) app.use(path, postOnly, rateLimited(limiter), jsonBody);

  const describe = options.describe ?? describeChoice;
  app.route(
    '/consultation',
    leadApp(consultations(describe), { delivery: settings.delivery.consultation, courier: deliveries, log }),
  );
  app.route('/contact', leadApp(contactMessages, { delivery: settings.delivery.contact, courier: deliveries, log }));

  const { newsletter } = settings;
  if (newsletter.enabled) {
    const subscribers: Subscribers =
      settings.mail?.kind === 'api' && newsletter.audienceId !== undefined
        ? { kind: 'audience', add: httpApiAudience(settings.mail, newsletter.audienceId) }
        : { kind: 'store', store: required(store, 'a store') };
    const secret = newsletter.secret ?? required(options.keptSecret, 'the newsletter’s kept secret')();
    app.route(
      '/newsletter',
      newsletterApp({
        delivery: settings.mail === undefined ? 'store' : 'mail',
        courier: deliveries,
        subscribers,
        secret,
        publicOrigin: newsletter.publicOrigin,
        agencyName: newsletter.agencyName,
        now,
        maxAddresses: options.maxAddresses ?? 50_000,
        log,
      }),
    );
  } else {
    log.warn(newsletterOffLine(newsletter));
    for (const path of ['/newsletter', '/newsletter/confirm'])
      app.post(path, () => {
        throw new NewsletterOff();
      });
  }
  app.onError(leadErrors(log));
  return app;
}

/**
 * The relays where they cannot run (a worker without its mail settings): every lead path answers 503
 * `unavailable`, which the page and the service worker retry later, with one log line each time saying why.
 */
export function unavailableLeadsApp(reason: string, log: LeadsLog = console) {
  const app = new Hono<LeadsEnv>();
  for (const path of LEAD_PATHS)
    app.all(path, () => {
      throw new RelaysUnavailable(reason);
    });
  app.onError(leadErrors(log));
  return app;
}
