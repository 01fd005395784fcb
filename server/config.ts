import { readSiteConfig } from '../src/config/siteConfig';
import { pickSiteEnv } from '../src/config/siteEnv';
import { retentionDays } from '../src/lib/leads/retention';

/** The server's environment as text: `process.env` on Node, the platform's text bindings on a worker. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A setting that stops the start: one line naming the variable and what it needs. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The one reader of the environment: a variable's value, trimmed, or `undefined` when unset or blank. */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

export type Runtime = 'node' | 'worker';

export interface NodeSettings {
  port: number;
  host: string;
  distDir: string;
  requestTimeoutMs: number;
  maxConnections: number;
  /** Connections open at once from one address (an IPv6 /64); `undefined`: no cap of its own. */
  maxConnectionsPerClient: number | undefined;
  /** How long a connection may stay silent, before its first request or between two, before it is closed. */
  idleTimeoutMs: number;
}

export interface PhotoSettings {
  /** The stock host's origin. */
  upstream: string;
  /** Node's disk cache (the worker keeps nothing). */
  cacheDir: string;
}

/** How mail leaves: an e-mail provider's HTTP API (Resend's shape), or SMTP (Node only). */
export type MailSettings = { from: string; to: string; timeoutMs: number } & (
  | { kind: 'api'; url: string; key: string }
  | { kind: 'smtp'; host: string; port: number; secure: boolean; user?: string; password?: string }
);

/** Where every kind's leads go on Node: mailed, or kept in the outbox when no mail is set (the worker: edge/edgeLeads.ts). */
export type DeliveryMode = 'mail' | 'store';

export type NewsletterSettings =
  | { enabled: false; missing: readonly string[] }
  | {
      enabled: true;
      /** Undefined in store mode without `NEWSLETTER_SECRET`: Node keeps one of its own (node/keptSecret.ts). */
      secret: string | undefined;
      /** Where the confirmation links lead: the configured origin, never a request's Host. */
      publicOrigin: string;
      agencyName: string;
      /** The HTTP API's audience the confirmed join; without one, the store keeps them. */
      audienceId: string | undefined;
    };

export interface LeadsSettings {
  /** Requests a minute from one client, across every lead endpoint. */
  rateLimitPerMinute: number;
  mail: MailSettings | undefined;
  delivery: DeliveryMode;
  /** Node's outbox: every kind's folder under `dir`; `consultationsDir`, older, names the consultations' own. */
  store: { dir: string; consultationsDir: string | undefined };
  newsletter: NewsletterSettings;
}

export interface ServerConfig {
  node: NodeSettings;
  /** Reverse proxies in front whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed. */
  trustedProxies: number;
  photos: PhotoSettings;
  leads: LeadsSettings;
}

/** How long a client may take to send a whole request, body included, before it is answered 408. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * Connections open at once, past which a new one is closed as it arrives: idle sockets cannot pile up until
 * the process runs out of file descriptors or memory. Far above what a site behind a proxy holds.
 */
export const DEFAULT_MAX_CONNECTIONS = 1000;
/**
 * Connections open at once from one client, so one client cannot take them all: far above a browser's six, and
 * above what the load script opens. Off behind trusted proxies, whose connections carry every visitor's requests.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 100;
/** Node's own keep-alive timeout, also given to a connection before its first byte: far below the header timeout. */
export const DEFAULT_IDLE_TIMEOUT_MS = 5000;
export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com/emails';
export const DEFAULT_PHOTO_UPSTREAM = 'https://images.unsplash.com';
export const MIN_SECRET_LENGTH = 32;

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A whole number within its range, `fallback` when unset. */
function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = setting(env, name);
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new ConfigError(
      name,
      `Invalid ${name}: ${String(value)} (a whole number from ${String(min)} to ${String(max)})`,
    );
  return parsed;
}

export const readTrustedProxies = (env: Env): number => whole(env, 'TRUST_PROXY', 0, 0, 10);

export function readNodeSettings(env: Env): NodeSettings {
  return deepFreeze({
    port: whole(env, 'PORT', 8080, 0, 65535),
    host: setting(env, 'HOST') ?? '127.0.0.1',
    distDir: setting(env, 'DIST_DIR') ?? 'dist',
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1, 3_600_000),
    maxConnections: whole(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
    maxConnectionsPerClient:
      setting(env, 'MAX_CONNECTIONS_PER_CLIENT') === undefined && readTrustedProxies(env) > 0
        ? undefined
        : whole(env, 'MAX_CONNECTIONS_PER_CLIENT', DEFAULT_MAX_CONNECTIONS_PER_CLIENT, 1, 1_000_000),
    idleTimeoutMs: whole(env, 'IDLE_TIMEOUT_MS', DEFAULT_IDLE_TIMEOUT_MS, 1, 600_000),
  });
}

function httpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

export function readPhotoSettings(env: Env): PhotoSettings {
  const upstream = setting(env, 'PHOTO_UPSTREAM') ?? DEFAULT_PHOTO_UPSTREAM;
  if (!httpOrigin(upstream))
    throw new ConfigError(
      'PHOTO_UPSTREAM',
      `Invalid PHOTO_UPSTREAM: ${upstream} (an http or https address, without query)`,
    );
  return deepFreeze({ upstream, cacheDir: setting(env, 'PHOTO_CACHE_DIR') ?? 'var/photos' });
}

/** `LEAD_RATE_LIMIT`, or its older name `CONSULTATION_RATE_LIMIT`; the new name wins. */
function rateLimit(env: Env): number {
  const name = setting(env, 'LEAD_RATE_LIMIT') === undefined ? 'CONSULTATION_RATE_LIMIT' : 'LEAD_RATE_LIMIT';
  const value = setting(env, name);
  const parsed = Number(value ?? 10);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new ConfigError(
      name,
      `Invalid ${name}: ${String(value)} (a whole number of requests a minute from one client, 1 or more)`,
    );
  return parsed;
}

/** The address in `site@example.fr` or `Studio Nova <site@example.fr>`, or `undefined` for anything else. */
export function addressIn(mailbox: string): string | undefined {
  const address = /<([^<>\s]+)>$/.exec(mailbox)?.[1] ?? mailbox;
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? address : undefined;
}

function sender(env: Env, keyName: string) {
  const from = setting(env, 'EMAIL_FROM');
  const to = setting(env, 'EMAIL_TO');
  if (from === undefined || to === undefined)
    throw new ConfigError(
      from === undefined ? 'EMAIL_FROM' : 'EMAIL_TO',
      `${keyName} is set, so EMAIL_FROM and EMAIL_TO must be set too`,
    );
  if (addressIn(from) === undefined)
    throw new ConfigError(
      'EMAIL_FROM',
      `Invalid EMAIL_FROM: ${from} (an address, site@example.fr, or a name and an address, Studio Nova <site@example.fr>)`,
    );
  return { from, to };
}

/** An SMTP URL shown without its login: logs and error messages are read by many. */
function shownUrl(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? value : `${/^[a-z]+:\/\//i.exec(value)?.[0] ?? ''}…${value.slice(at)}`;
}

function smtpSettings(value: string) {
  const refuse = (why: string) =>
    new ConfigError('SMTP_URL', `Invalid SMTP_URL: ${shownUrl(value)} (${why}, such as smtp://user:password@host:587)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('not a URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw refuse('smtp:// or smtps://');
  if (url.hostname === '') throw refuse('a host');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '')
    throw refuse('nothing after the host and port');
  const secure = url.protocol === 'smtps:';
  const decoded = (part: string) => (part === '' ? undefined : decodeURIComponent(part));
  return {
    kind: 'smtp' as const,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    user: decoded(url.username),
    password: decoded(url.password),
  };
}

/** `EMAIL_API_KEY` (an HTTP API) or `SMTP_URL`, never both; neither: no mail. */
function readMail(env: Env, runtime: Runtime): MailSettings | undefined {
  const key = setting(env, 'EMAIL_API_KEY');
  const smtpUrl = setting(env, 'SMTP_URL');
  if (key !== undefined && smtpUrl !== undefined)
    throw new ConfigError('SMTP_URL', 'EMAIL_API_KEY and SMTP_URL are both set: choose one way for mail to leave');
  if (smtpUrl !== undefined && runtime === 'worker')
    throw new ConfigError(
      'SMTP_URL',
      'SMTP_URL is set, but the worker sends through an e-mail provider’s HTTP API only (EMAIL_API_KEY): SMTP needs the Node server',
    );
  if (key !== undefined)
    return {
      kind: 'api',
      url: setting(env, 'EMAIL_API_URL') ?? DEFAULT_EMAIL_API_URL,
      key,
      ...sender(env, 'EMAIL_API_KEY'),
      timeoutMs: whole(env, 'EMAIL_API_TIMEOUT_MS', 10_000, 1, 600_000),
    };
  if (smtpUrl !== undefined)
    return {
      ...smtpSettings(smtpUrl),
      ...sender(env, 'SMTP_URL'),
      timeoutMs: whole(env, 'SMTP_TIMEOUT_MS', 10_000, 1, 600_000),
    };
  return undefined;
}

/**
 * The newsletter's settings. Optional: with mail, without its secret, the public origin (and, with the HTTP API, its
 * audience) it is off, and nothing else is. Without mail (the store) it needs nothing: Node keeps a secret of its own.
 */
function readNewsletter(env: Env, mail: MailSettings | undefined): NewsletterSettings {
  const secret = setting(env, 'NEWSLETTER_SECRET');
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      'NEWSLETTER_SECRET',
      `NEWSLETTER_SECRET must be at least ${String(MIN_SECRET_LENGTH)} characters long (openssl rand -base64 32 makes one)`,
    );
  const audienceId = setting(env, 'EMAIL_AUDIENCE_ID');
  const site = readSiteConfig(pickSiteEnv(env));
  const missing = [
    secret === undefined ? 'NEWSLETTER_SECRET' : undefined,
    mail?.kind === 'api' && audienceId === undefined ? 'EMAIL_AUDIENCE_ID' : undefined,
    setting(env, 'SITE_PUBLIC_ORIGIN') === undefined ? 'SITE_PUBLIC_ORIGIN' : undefined,
  ].filter((name) => name !== undefined);
  if (mail !== undefined && missing.length > 0) return { enabled: false, missing };
  return {
    enabled: true,
    secret,
    publicOrigin: site.publicOrigin,
    agencyName: site.agencyName,
    audienceId: mail?.kind === 'api' ? audienceId : undefined,
  };
}

/**
 * The lead relays' settings. On Node every kind's leads go by mail when it is configured, else into the outbox; the
 * worker keeps each in D1 and mails it through its queue, so without mail its relays are not configured.
 */
export function readLeadsSettings(env: Env, runtime: Runtime): LeadsSettings {
  const mail = readMail(env, runtime);
  return deepFreeze({
    rateLimitPerMinute: rateLimit(env),
    mail,
    delivery: mail === undefined ? 'store' : 'mail',
    store: {
      dir: setting(env, 'OUTBOX_DIR') ?? 'var/outbox',
      consultationsDir: setting(env, 'CONSULTATION_OUTBOX_DIR'),
    },
    newsletter: readNewsletter(env, mail),
  });
}

/** How many days leads are kept: the build's, which `LEAD_RETENTION_DAYS` set here must not contradict (`retentionDays`). */
export function readRetentionDays(env: Env, built: number | undefined): number {
  try {
    return retentionDays(setting(env, 'LEAD_RETENTION_DAYS'), built);
  } catch (error) {
    throw new ConfigError('LEAD_RETENTION_DAYS', error instanceof Error ? error.message : String(error));
  }
}

/** Every setting of the Node server, read once; the first wrong one throws, and the server does not start. */
export function readServerConfig(env: Env): DeepReadonly<ServerConfig> {
  return deepFreeze({
    node: readNodeSettings(env),
    trustedProxies: readTrustedProxies(env),
    photos: readPhotoSettings(env),
    leads: readLeadsSettings(env, 'node'),
  });
}

/** The line a server logs when the newsletter is off, naming what it lacks. */
export const newsletterOffLine = (settings: Extract<NewsletterSettings, { enabled: false }>): string =>
  `The newsletter is off (${settings.missing.join(', ')} not set): /api/newsletter answers 503 newsletter_off; consultations and contact messages are delivered`;
