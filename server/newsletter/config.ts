import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { readSiteConfig } from '../../src/config/siteConfig';
import { pickSiteEnv } from '../../src/config/siteEnv';
import { readRelayConfig, RelayConfigError } from '../leads/config';
import type { ProviderSettings } from '../leads/delivery';

export const MIN_SECRET_LENGTH = 32;

export type NewsletterDelivery =
  | { kind: 'provider'; provider: ProviderSettings; contactsUrl: string }
  | {
      kind: 'outbox';
      /** The confirmation e-mails, as the provider would have sent them: a developer follows their links. */
      emails: string;
      /** One file per confirmed address. */
      subscribers: string;
    };

export interface NewsletterConfig {
  delivery: NewsletterDelivery;
  /** Signs the links' tokens and keys the resend limit. */
  secret: string;
  /** Where the links lead: the configured origin, never a request's Host. */
  publicOrigin: string;
  agencyName: string;
  rateLimitPerMinute: number;
}

type Env = Readonly<Record<string, string | undefined>>;

const setting = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
};

/** Makes the secret file whole or not at all: written and flushed under a name of its own, then linked to its name. */
function makeSecretFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomUUID()}.tmp`;
  const handle = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(handle, `${randomBytes(32).toString('base64url')}\n`);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    linkSync(temporary, file);
  } catch (error) {
    // Another process made it first: theirs is the one to use.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The outbox mode's secret, made once and kept (readable by the server's user only) so links outlive a
 * restart. A kept secret is held to `NEWSLETTER_SECRET`'s rule: a short one would let anyone forge links.
 */
export function keptSecret(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    makeSecretFile(file);
    text = readFileSync(file, 'utf8');
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new RelayConfigError(
      `The newsletter secret in ${file} has ${String(secret.length)} characters, fewer than ${String(MIN_SECRET_LENGTH)}: delete the file to have one made (links already sent stop working) or set NEWSLETTER_SECRET`,
    );
  return secret;
}

/**
 * The newsletter's settings. With `EMAIL_API_KEY` (provider mode) it insists on `NEWSLETTER_SECRET`,
 * `EMAIL_AUDIENCE_ID` and `SITE_PUBLIC_ORIGIN`; without, it keeps everything under the outbox and
 * makes its own secret under `var/`.
 */
export function readNewsletterConfig(env: Env, secretFile = path.resolve('var/newsletter-secret')): NewsletterConfig {
  const relay = readRelayConfig(env, 'contact');
  const site = readSiteConfig(pickSiteEnv(env));
  const configured = setting(env, 'NEWSLETTER_SECRET');
  if (configured !== undefined && configured.length < MIN_SECRET_LENGTH)
    throw new RelayConfigError(`NEWSLETTER_SECRET must be at least ${String(MIN_SECRET_LENGTH)} characters long`);
  const common = {
    publicOrigin: site.publicOrigin,
    agencyName: site.agencyName,
    rateLimitPerMinute: relay.rateLimitPerMinute,
  };

  if (relay.delivery.kind === 'outbox') {
    const outbox = path.resolve(setting(env, 'OUTBOX_DIR') ?? 'var/outbox');
    return {
      ...common,
      secret: configured ?? keptSecret(secretFile),
      delivery: {
        kind: 'outbox',
        emails: path.join(outbox, 'newsletter-emails'),
        subscribers: path.join(outbox, 'newsletter'),
      },
    };
  }
  const audience = setting(env, 'EMAIL_AUDIENCE_ID');
  const missing = [
    configured === undefined ? 'NEWSLETTER_SECRET' : undefined,
    audience === undefined ? 'EMAIL_AUDIENCE_ID' : undefined,
    setting(env, 'SITE_PUBLIC_ORIGIN') === undefined ? 'SITE_PUBLIC_ORIGIN' : undefined,
  ].filter((name) => name !== undefined);
  if (configured === undefined || audience === undefined || missing.length > 0)
    throw new RelayConfigError(`EMAIL_API_KEY is set, so the newsletter needs ${missing.join(', ')} too`);
  const { provider } = relay.delivery;
  return {
    ...common,
    secret: configured,
    delivery: {
      kind: 'provider',
      provider,
      contactsUrl: new URL(`/audiences/${encodeURIComponent(audience)}/contacts`, provider.apiUrl).href,
    },
  };
}
