import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConsultationRequest } from './request';

export interface Email {
  from: string;
  to: string[];
  subject: string;
  html: string;
}

export interface ProviderSettings {
  apiUrl: string;
  apiKey: string;
  from: string;
  to: string;
  timeoutMs: number;
}

export class ProviderError extends Error {}

async function postOnce(settings: ProviderSettings, email: Email, idempotencyKey: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(settings.apiUrl, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(email),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`The e-mail provider could not be reached: ${String(error)}`);
  }
  if (!response.ok) throw new ProviderError(`The e-mail provider answered ${String(response.status)}`);
}

/**
 * Sends through the provider, trying at most twice. The idempotency key (the request id) makes the
 * second try, and any replay of the same draft, safe: the provider delivers it once.
 */
export async function sendThroughProvider(settings: ProviderSettings, email: Email, id: string): Promise<void> {
  try {
    await postOnce(settings, email, id);
  } catch {
    await postOnce(settings, email, id);
  }
}

/** Keeps the request as `<id>.json`: the same id overwrites its file, so a replay never duplicates. */
export async function storeInOutbox(dir: string, request: ConsultationRequest, email: Email): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${request.id}.json`);
  const temporary = `${file}.${String(process.pid)}.tmp`;
  const record = { receivedAt: new Date().toISOString(), request, email };
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(temporary, file);
  return file;
}
