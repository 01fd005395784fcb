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
 * none), mail by that API or by SMTP, and the newsletter's kept secret.
 */
export function nodeLeadsApp(settings: LeadsSettings, { fs, ...options }: NodeLeadsOptions = {}) {
  const { mail } = settings;
  const log = options.log ?? console;
  return createLeadsApp({
    settings,
    store: mail?.kind === 'api' ? undefined : outboxStore(settings.store, { fs, log }),
    mail: mail === undefined ? undefined : mail.kind === 'api' ? httpApiMail(mail) : smtpMail(mail),
    keptSecret: () => keptSecret(),
    ...options,
  });
}
