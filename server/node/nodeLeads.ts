import type { LeadsSettings } from '../config';
import { createLeadsApp, type LeadsAppOptions } from '../leads/app';
import { httpApiMail } from '../leads/httpApi';
import { keptSecret } from './keptSecret';
import { outboxStore, type OutboxFileSystem } from './outboxStore';
import { smtpMail } from './smtpMail';

export type NodeLeadsOptions = Omit<Partial<LeadsAppOptions>, 'settings'> & {
  /** How the outbox reaches the disk: Node's file system unless given (tests give one that fails). */
  fs?: OutboxFileSystem;
};

/**
 * The lead relays with Node's ports: the outbox on disk (unless mail goes through an HTTP API, which needs
 * none), mail by that API or by SMTP, and the newsletter's kept secret; and the outbox, for its retention.
 */
export function nodeLeads(settings: LeadsSettings, { fs, ...options }: NodeLeadsOptions = {}) {
  const { mail } = settings;
  const log = options.log ?? console;
  // Made with an HTTP API too: what an earlier run kept there is still past the retention one day.
  const store = outboxStore(settings.store, { fs, log });
  const app = createLeadsApp({
    settings,
    store: mail?.kind === 'api' ? undefined : store,
    mail: mail === undefined ? undefined : mail.kind === 'api' ? httpApiMail(mail) : smtpMail(mail),
    keptSecret: () => keptSecret(),
    ...options,
  });
  return { app, store };
}

export const nodeLeadsApp = (settings: LeadsSettings, options: NodeLeadsOptions = {}) =>
  nodeLeads(settings, options).app;
