import path from 'node:path';
import type { LeadKind } from '../../src/lib/leads/answers';
import type { ProviderSettings } from './delivery';

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com/emails';
export const DEFAULT_RATE_LIMIT = 10;

export type DeliveryMode = { kind: 'provider'; provider: ProviderSettings } | { kind: 'outbox'; dir: string };

export interface RelayConfig {
  delivery: DeliveryMode;
  rateLimitPerMinute: number;
}

export class RelayConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

const outboxFolders: Record<LeadKind, string> = {
  consultation: 'consultations',
  contact: 'contact',
  newsletter: 'newsletter-emails',
};

/** One folder per kind under `OUTBOX_DIR`; `CONSULTATION_OUTBOX_DIR`, older, still names the consultations'. */
function outboxDir(env: Env, kind: LeadKind): string {
  const own = kind === 'consultation' ? setting(env, 'CONSULTATION_OUTBOX_DIR') : undefined;
  return path.resolve(own ?? path.join(setting(env, 'OUTBOX_DIR') ?? 'var/outbox', outboxFolders[kind]));
}

/**
 * Reads the relay's settings from the server's environment (never the browser's): with
 * `EMAIL_API_KEY` it sends through the provider and insists on a sender and a recipient; without it,
 * it keeps each request in an outbox on disk.
 */
export function readRelayConfig(env: Env, kind: LeadKind = 'consultation'): RelayConfig {
  const rateLimit = Number(setting(env, 'CONSULTATION_RATE_LIMIT') ?? DEFAULT_RATE_LIMIT);
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new RelayConfigError('CONSULTATION_RATE_LIMIT must be a whole number of requests a minute, 1 or more');
  }
  const apiKey = setting(env, 'EMAIL_API_KEY');
  if (apiKey === undefined) {
    return {
      rateLimitPerMinute: rateLimit,
      delivery: {
        kind: 'outbox',
        dir: outboxDir(env, kind),
      },
    };
  }
  const from = setting(env, 'EMAIL_FROM');
  const to = setting(env, 'EMAIL_TO');
  if (from === undefined || to === undefined) {
    throw new RelayConfigError('EMAIL_API_KEY is set, so EMAIL_FROM and EMAIL_TO must be set too');
  }
  const timeoutMs = Number(setting(env, 'EMAIL_API_TIMEOUT_MS') ?? 10_000);
  return {
    rateLimitPerMinute: rateLimit,
    delivery: {
      kind: 'provider',
      provider: {
        apiUrl: setting(env, 'EMAIL_API_URL') ?? DEFAULT_EMAIL_API_URL,
        apiKey,
        from,
        to,
        timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
      },
    },
  };
}
