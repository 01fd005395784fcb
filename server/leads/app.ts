import { Hono } from 'hono';
import { leadKindNames, leadKinds, type Lead, type LeadKind } from '../../src/lib/leads/kinds';
import type { LeadsSettings } from '../config';
import { consultationRelay, describeChoice, type DescribeChoice } from './consultation';
import { contactRelay } from './contact';
import { createDelivery, queuedDelivery, sendingOnce } from './delivery';
import { leadErrors, RelaysUnavailable } from './errors';
import { httpApiAudience } from './httpApi';
import { jsonBody, postOnly, rateLimited } from './middleware';
import { newsletterRelay, type Subscribers } from './newsletter/newsletterRelay';
import type { LeadQueue, LeadsEnv, LeadsLog, LeadStore, MailTransport } from './ports';
import { createRateLimiter } from './rateLimit';
import { leadApp, type LeadRelay } from './relay';

export interface LeadsAppOptions {
  settings: LeadsSettings;
  /** How mail leaves, when the settings say it does: ./httpApi.ts, or SMTP on Node. */
  mail?: MailTransport;
  /**
   * Where leads are kept: Node's outbox (leads without mail, the ids SMTP sent, subscribers without a provider's
   * audience), or the worker's D1 database (every lead, the ids sent).
   */
  store?: LeadStore;
  /** The worker's queue: every lead is kept in the store, then sent through it (`queuedDelivery`). */
  queue?: LeadQueue;
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
 * The lead relays under `/api`: a sub-app per kind of lead, at its path from the table of lead kinds, each with
 * the same checks (method, rate limit, JSON body) before its contract, its spam traps and its delivery, through
 * the ports the runtime supplies (mail, store).
 */
export function createLeadsApp(options: LeadsAppOptions) {
  const { settings, now = Date.now, log = console } = options;
  const { queue } = options;
  // Only an HTTP API sending at once does without: it keeps no lead, dedupes by its key and has an audience.
  const store =
    settings.mail?.kind === 'api' && queue === undefined ? options.store : required(options.store, 'a store');
  const transport = settings.mail === undefined ? undefined : required(options.mail, 'a mail transport');
  const mail = transport?.idempotent === false ? sendingOnce(transport, required(store, 'a store'), log) : transport;
  const delivery =
    queue === undefined
      ? createDelivery(settings.delivery, mail, store)
      : queuedDelivery(required(store, 'a store'), queue);

  const { newsletter } = settings;
  const relays: { [Kind in LeadKind]: LeadRelay<Lead<Kind>> } = {
    consultation: consultationRelay(delivery, options.describe ?? describeChoice),
    contact: contactRelay(delivery),
    newsletter: newsletterRelay(newsletter, {
      delivery,
      subscribers: (): Subscribers =>
        settings.mail?.kind === 'api' && newsletter.enabled && newsletter.audienceId !== undefined
          ? { kind: 'audience', add: httpApiAudience(settings.mail, newsletter.audienceId) }
          : { kind: 'store', store: required(store, 'a store') },
      secret: () =>
        (newsletter.enabled ? newsletter.secret : undefined) ??
        required(options.keptSecret, 'the newsletter’s kept secret')(),
      now,
      maxAddresses: options.maxAddresses ?? 50_000,
      log,
    }),
  };

  const limiter = createRateLimiter(settings.rateLimitPerMinute, { now, maxClients: options.maxClients });
  const context = { checks: [postOnly, rateLimited(limiter), jsonBody], status: delivery.status, log };
  const app = new Hono<LeadsEnv>();
  for (const kind of leadKindNames) {
    const relay: LeadRelay<{ id: string }> = relays[kind];
    app.route(leadKinds[kind].path, leadApp(kind, relay, context));
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
  for (const kind of leadKindNames)
    for (const path of [leadKinds[kind].path, `${leadKinds[kind].path}/*`])
      app.all(path, () => {
        throw new RelaysUnavailable(reason);
      });
  app.onError(leadErrors(log));
  return app;
}
