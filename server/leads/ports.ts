import { leadKindNames, leadKinds, type LeadFolder } from '../../src/lib/leads/kinds';
import type { AppEnv } from '../requestLog';

/** The relays' context: the site's, with the client's address as the runtime knows it (set by the API's mount). */
export type LeadsEnv = AppEnv;

export type LeadsLog = Pick<Console, 'info' | 'warn' | 'error'>;

/** One e-mail, as the relays write it; the transport adds the sender (`EMAIL_FROM`). */
export interface MailMessage {
  /** The lead's id: an HTTP API's idempotency key, the SMTP `Message-ID`. */
  id: string;
  /** The visitor's address (the newsletter's confirmation); the agency's (`EMAIL_TO`) when absent. */
  to?: string;
  subject: string;
  html: string;
  /** Where the agency's answer goes: the visitor (`"Name" <address>`, made by ./mailHeaders.ts). */
  replyTo?: string;
}

/** How mail leaves: an e-mail provider's HTTP API (./httpApi.ts) or SMTP on Node (node/smtpMail.ts). */
export interface MailTransport {
  /** Sends, retrying once what may pass later; throws `MailRejected` (final) or `MailFailed` (temporary). */
  send: (message: MailMessage) => Promise<void>;
  /** True when the transport itself delivers an id once however often it is sent (an idempotency key). */
  idempotent: boolean;
}

/**
 * The store's folders: each kind's leads (the table of lead kinds), the newsletter's confirmed subscribers, and
 * the ids sent by a transport that is not idempotent.
 */
export type StoreFolder = LeadFolder | 'newsletter' | 'sent';

export const storeFolders: readonly StoreFolder[] = [
  ...leadKindNames.map((kind) => leadKinds[kind].folder),
  'newsletter',
  'sent',
];

/** A kept lead the queue is to send: its folder and id only, so nothing a visitor wrote travels through the queue. */
export interface QueuedLead {
  folder: StoreFolder;
  id: string;
}

/**
 * Where kept leads wait to be sent: a Cloudflare Queue on a worker (edge/edgeLeads.ts), which retries with back-off
 * and moves what never goes to its dead-letter queue. Throws `StoreUnavailable` when it cannot take one.
 */
export interface LeadQueue {
  enqueue: (lead: QueuedLead) => Promise<void>;
}

/** How many records left each folder. */
export type RemovedCounts = Partial<Record<StoreFolder, number>>;

/**
 * Where leads are kept: Node's outbox (node/outboxStore.ts), the worker's D1 database (edge/d1Store.ts). The relays
 * and the delivery reach it through these calls only, by folder, so either store serves every kind as it is. Every
 * call throws `StoreUnavailable` when the store cannot answer.
 */
export interface LeadStore {
  /**
   * Keeps `record` as `name` in `folder`, complete or not at all. One name is stored once: the first complete
   * write wins and later ones leave it as it is ('already').
   */
  keep: (folder: StoreFolder, name: string, record: unknown) => Promise<'kept' | 'already'>;
  has: (folder: StoreFolder, name: string) => Promise<boolean>;
  /** The record kept as `name`, or `undefined`. */
  read: (folder: StoreFolder, name: string) => Promise<unknown>;
  /** Forgets a record (a confirmation e-mail once it left); whether there was one. */
  remove: (folder: StoreFolder, name: string) => Promise<boolean>;
  /**
   * The retention: removes every record kept before `before`, leads, confirmation e-mails and ids sent alike, but the
   * confirmed subscribers, who are kept until they leave.
   */
  purge: (before: Date) => Promise<RemovedCounts>;
}
