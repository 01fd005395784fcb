import type { Hono } from 'hono';
import { isRecord } from '../../src/lib/isRecord';
import { ConfigError, readLeadsSettings, type Env, type LeadsSettings } from '../config';
import { createLeadsApp, unavailableLeadsApp } from '../leads/app';
import { sendingOnce } from '../leads/delivery';
import { MailRejected, StoreUnavailable } from '../leads/errors';
import { httpApiMail } from '../leads/httpApi';
import { storeFolders, type LeadQueue, type LeadsLog, type QueuedLead } from '../leads/ports';
import { purgeExpired, retentionLine } from '../leads/retention';
import { sendKept } from '../leads/sendKept';
import type { AppEnv } from '../requestLog';
import { d1Store, type D1Database } from './d1Store';

/** The bindings wrangler.jsonc declares for the leads: the D1 database and the queue's producer. */
export const LEADS_DB = 'LEADS_DB';
export const LEAD_QUEUE = 'LEAD_QUEUE';

/** The part of a Cloudflare Queue's producer binding the worker uses. */
interface QueueBinding {
  send: (body: QueuedLead) => Promise<unknown>;
}

/** One message of a batch the platform hands the worker's `queue` handler. */
export interface QueueMessage {
  readonly body: unknown;
  /** 1 on the first delivery, then one more for each retry. */
  readonly attempts: number;
  ack: () => void;
  retry: (options?: { delaySeconds?: number }) => void;
}

export interface MessageBatch {
  readonly queue: string;
  readonly messages: readonly QueueMessage[];
}

/** What the worker does with leads: the relays under `/api`, the queue's consumer, the retention's purge. */
export interface EdgeLeads {
  api: Hono<AppEnv>;
  consume: (batch: MessageBatch) => Promise<void>;
  /** Purges D1 of what is past the retention at `now` (the Cron Trigger's scheduled time). */
  purge: (now: number) => Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isD1 = (value: unknown): value is D1Database => isRecord(value) && typeof value.prepare === 'function';
const isQueue = (value: unknown): value is QueueBinding => isRecord(value) && typeof value.send === 'function';

/** A message's body as a kept lead, or `undefined` for anything else. */
function queuedLead(body: unknown): QueuedLead | undefined {
  if (!isRecord(body) || typeof body.id !== 'string') return undefined;
  const folder = storeFolders.find((name) => name === body.folder);
  return folder === undefined ? undefined : { folder, id: body.id };
}

/**
 * The wait before a lead is tried again, by its tries so far: 1 s, 4 s, 16 s… up to an hour. The first ones catch a
 * provider's short stumble, the later ones an outage, within the provider's day of idempotency.
 */
export const retryDelaySeconds = (attempts: number): number => Math.min(3600, 4 ** Math.max(0, attempts - 1));

const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

function leadQueue(queue: QueueBinding): LeadQueue {
  return {
    enqueue: (lead) =>
      queue.send(lead).then(
        () => undefined,
        (error: unknown) => {
          throw new StoreUnavailable(`The queue ${LEAD_QUEUE} cannot take request ${lead.id}: ${reasonOf(error)}`);
        },
      ),
  };
}

/**
 * The worker's leads: each is kept in D1 (`LEADS_DB`) before it is answered, then sent through the queue
 * (`LEAD_QUEUE`) to the e-mail provider, which retries with back-off; the Cron Trigger purges what the retention
 * covers. Without its provider key or either binding the worker takes no lead: every lead path answers 503 with a
 * line naming what is missing, never a mail-only mode that would lose a lead when the provider fails.
 */
export function edgeLeads(
  env: Env,
  bindings: Readonly<Record<string, unknown>>,
  retentionDays: number,
  log: LeadsLog,
): EdgeLeads {
  const db = bindings[LEADS_DB];
  const queue = bindings[LEAD_QUEUE];
  const store = isD1(db) ? d1Store(db, LEADS_DB) : undefined;
  // Said at the worker's start; without D1 the line that names what is missing says why nothing is kept.
  if (store !== undefined) log.info(retentionLine(retentionDays, 'D1 is purged by the Cron Trigger (wrangler.jsonc)'));
  const purge = async (now: number) => {
    if (store === undefined) {
      log.error(`The retention cannot run: the D1 binding ${LEADS_DB} is not set (wrangler.jsonc)`);
      return;
    }
    await purgeExpired(store, retentionDays, now, log);
  };
  const off = (reason: string): EdgeLeads => ({
    api: unavailableLeadsApp(reason, log),
    consume: (batch) => {
      // Kept by the platform and tried again: the lead is still in D1, and the worker may be configured by then.
      log.error(`The lead queue ${batch.queue} waits: ${reason}`);
      for (const message of batch.messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      return Promise.resolve();
    },
    purge,
  });

  let settings: LeadsSettings;
  try {
    settings = readLeadsSettings(env, 'worker');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error(`The lead relays are off: ${error.message}`);
    return off(error.message);
  }
  const { mail } = settings;
  const missing = [
    mail?.kind === 'api' ? undefined : 'EMAIL_API_KEY',
    store === undefined ? `the D1 binding ${LEADS_DB}` : undefined,
    isQueue(queue) ? undefined : `the queue binding ${LEAD_QUEUE}`,
  ].filter((name) => name !== undefined);
  if (mail?.kind !== 'api' || store === undefined || !isQueue(queue))
    return off(
      `${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not set: the worker keeps each lead in D1 and sends it through its queue to the e-mail provider, and takes none without them (wrangler.jsonc, docs/deploy.md)`,
    );

  // The queue delivers at least once, and a retry may come after the provider forgot its idempotency key.
  const once = sendingOnce(httpApiMail(mail), store, log);
  return {
    api: createLeadsApp({ settings, store, queue: leadQueue(queue), mail: httpApiMail(mail), log }),
    async consume(batch) {
      for (const message of batch.messages) {
        const lead = queuedLead(message.body);
        if (lead === undefined) {
          log.error(`A message on ${batch.queue} names no kept lead: dropped`);
          message.ack();
          continue;
        }
        const what = `${lead.folder}/${lead.id}`;
        try {
          if ((await sendKept(lead, { store, mail: once })) === 'gone')
            log.info(`${what} is kept no more (erased or purged): nothing to send`);
          message.ack();
        } catch (error) {
          if (error instanceof MailRejected) {
            log.error(`${what} was refused for good and stays unsent in D1: ${error.message}`);
            message.ack();
            continue;
          }
          const delaySeconds = retryDelaySeconds(message.attempts);
          log.error(
            `${what} was not sent (try ${String(message.attempts)}), tried again in ${String(delaySeconds)} s, or past its tries kept in the dead-letter queue: ${reasonOf(error)}`,
          );
          message.retry({ delaySeconds });
        }
      }
    },
    purge,
  };
}
