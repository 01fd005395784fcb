import type { MailSettings } from '../config';
import { MailFailed, MailRejected } from './errors';
import type { MailTransport } from './ports';

export type ApiSettings = Extract<MailSettings, { kind: 'api' }>;

const FINAL_STATUSES = new Set([400, 401, 403, 422]);
const RETRIED_STATUSES = new Set([409, 429]);

type Attempt = { ok: true } | { ok: false; retryAfterMs: number; reason: string };

async function postOnce(settings: ApiSettings, url: string, payload: unknown, key: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { ok: false, retryAfterMs: 0, reason: `the provider could not be reached: ${String(error)}` };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  const body = (await response.text().catch(() => '')).slice(0, 2000);
  if (FINAL_STATUSES.has(response.status))
    throw new MailRejected(`The e-mail provider refused the message with ${String(response.status)}: ${body}`);
  if (response.status >= 500 || RETRIED_STATUSES.has(response.status)) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
      reason: `the provider answered ${String(response.status)}`,
    };
  }
  throw new MailFailed(`The e-mail provider answered ${String(response.status)}: ${body}`);
}

/**
 * One call of the provider's API, tried at most twice (network error, timeout, 5xx, 429, 409, within Retry-After):
 * the idempotency key makes the second try and any replay safe. Errors never carry the key.
 */
async function callProvider(settings: ApiSettings, url: string, body: unknown, key: string): Promise<void> {
  const first = await postOnce(settings, url, body, key);
  if (first.ok) return;
  if (first.retryAfterMs > settings.timeoutMs) throw new MailFailed(`${first.reason}, and asked to wait too long`);
  if (first.retryAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, first.retryAfterMs));
  const second = await postOnce(settings, url, body, key);
  if (!second.ok) throw new MailFailed(`The e-mail provider failed twice: ${second.reason}`);
}

/** Mail through a Resend-shaped `POST /emails`, keyed by the lead's id. */
export function httpApiMail(settings: ApiSettings): MailTransport {
  return {
    idempotent: true,
    send: ({ id, to, subject, html, replyTo }) =>
      callProvider(
        settings,
        settings.url,
        {
          from: settings.from,
          to: [to ?? settings.to],
          subject,
          html,
          ...(replyTo === undefined ? {} : { reply_to: [replyTo] }),
        },
        id,
      ),
  };
}

/** The provider's audience: one contact per address, added by a call keyed per address so a replay is one call. */
export function httpApiAudience(settings: ApiSettings, audienceId: string) {
  const url = new URL(`/audiences/${encodeURIComponent(audienceId)}/contacts`, settings.url).href;
  return (email: string, key: string) => callProvider(settings, url, { email, unsubscribed: false }, key);
}
