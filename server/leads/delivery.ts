import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import path from 'node:path';

export interface Email {
  from: string;
  to: string[];
  subject: string;
  html: string;
  /** Where the agency's answer goes: the visitor's address (a contact message, a consultation request). */
  reply_to?: string[];
}

export interface ProviderSettings {
  apiUrl: string;
  apiKey: string;
  from: string;
  to: string;
  timeoutMs: number;
}

/** The provider refused the message for good (400, 401, 403, 422): sending it again cannot help. */
export class ProviderRejected extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`The e-mail provider refused the message with ${String(status)}: ${body}`);
  }
}

/** The provider could not take the message now (unreachable, timed out, 5xx, 429, 409): it may later. */
export class ProviderError extends Error {}

/** The outbox could not keep the request (a full disk, a folder that cannot be written). */
export class OutboxUnavailable extends Error {}

const FINAL_STATUSES = new Set([400, 401, 403, 422]);
const RETRIED_STATUSES = new Set([409, 429]);

type Attempt = { ok: true } | { ok: false; retryAfterMs: number; reason: string };

async function postOnce(
  settings: ProviderSettings,
  url: string,
  payload: unknown,
  idempotencyKey: string,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
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
  if (FINAL_STATUSES.has(response.status)) throw new ProviderRejected(response.status, body);
  if (response.status >= 500 || RETRIED_STATUSES.has(response.status)) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
      reason: `the provider answered ${String(response.status)}`,
    };
  }
  throw new ProviderError(`The e-mail provider answered ${String(response.status)}: ${body}`);
}

/**
 * Sends through the provider, trying at most twice: again after a network error, a timeout, a 5xx, a 429
 * or a 409, once the provider's `Retry-After` has passed if that fits in one more call's time. The
 * idempotency key (the request id) makes the second try, and any replay, safe: the provider delivers once.
 */
export async function sendThroughProvider(settings: ProviderSettings, email: Email, id: string): Promise<void> {
  await callProvider(settings, settings.apiUrl, email, id);
}

/** One call of the provider's API at `url` (its e-mails, its contacts), with the same retry and idempotency. */
export async function callProvider(settings: ProviderSettings, url: string, body: unknown, id: string): Promise<void> {
  const first = await postOnce(settings, url, body, id);
  if (first.ok) return;
  if (first.retryAfterMs > settings.timeoutMs) throw new ProviderError(`${first.reason}, and asked to wait too long`);
  if (first.retryAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, first.retryAfterMs));
  const second = await postOnce(settings, url, body, id);
  if (!second.ok) throw new ProviderError(`The e-mail provider failed twice: ${second.reason}`);
}

/** The part of `node:fs/promises` the outbox uses: tests give one that fails as a full disk would. */
export type OutboxFileSystem = Pick<typeof fsPromises, 'mkdir' | 'open' | 'rename' | 'rm'>;

/** Writes `record` as JSON to a new file of `dir` readable by the server's user only, flushed to disk. */
export async function writeFlushed(fs: OutboxFileSystem, dir: string, file: string, record: unknown): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Keeps the request as `<id>.json`, readable by the server's user only. Written to a temporary file of its
 * own, flushed to disk, then renamed: concurrent writes of one id each replace the file whole, so it is
 * always one complete request, and the same id never makes a second file.
 */
export async function storeInOutbox(
  dir: string,
  request: { id: string },
  email: Email,
  fs: OutboxFileSystem = fsPromises,
): Promise<string> {
  const file = path.join(dir, `${request.id}.json`);
  const temporary = path.join(dir, `.${request.id}.${randomUUID()}.tmp`);
  const record = { receivedAt: new Date().toISOString(), request, email };
  try {
    await writeFlushed(fs, dir, temporary, record);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw new OutboxUnavailable(`The outbox ${dir} cannot keep request ${request.id}: ${String(error)}`);
  }
  return file;
}

/** The temporary file of a write to `dir` (`.<id>.<random>.tmp`): renamed or linked to its name once whole. */
const UNFINISHED_WRITE = /^\..+\.tmp$/;

/**
 * Removes, at start, the temporary files of writes a stop cut short (a crash, `kill -9`): none of them was
 * acknowledged, so nothing is lost, and they would otherwise pile up. A folder not made yet has none.
 */
export function removeUnfinishedWrites(dir: string, log: Pick<Console, 'warn'>): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const unfinished = names.filter((name) => UNFINISHED_WRITE.test(name));
  for (const name of unfinished) rmSync(path.join(dir, name), { force: true });
  if (unfinished.length > 0)
    log.warn(
      `Removed ${String(unfinished.length)} unfinished write(s) from ${dir}, left by a stop that cut them short`,
    );
}
