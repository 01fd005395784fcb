import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderCall {
  headers: IncomingHttpHeaders;
  body: { from?: string; to?: string[]; subject?: string; html?: string; reply_to?: string[] };
}

export interface FakeProvider {
  url: string;
  /** Every call, duplicates included. */
  calls: ProviderCall[];
  /** The e-mails it would have delivered: one per Idempotency-Key. */
  delivered: ProviderCall[];
  stop: () => Promise<void>;
}

/**
 * A stand-in for the e-mail provider on loopback. It refuses the first `failures` calls with a 500, and,
 * as Resend does, delivers a given Idempotency-Key once and answers its repeats with the first answer.
 * With `holdUntil`, it answers nothing until that many calls have arrived (or 10 s passed), so
 * concurrent senders are really concurrent.
 */
export async function startFakeProvider(
  options: { failures?: number; holdUntil?: number } = {},
): Promise<FakeProvider> {
  const { failures = 0, holdUntil = 0 } = options;
  const calls: ProviderCall[] = [];
  const delivered: ProviderCall[] = [];
  const answered = new Map<string, string>();
  const held: (() => void)[] = [];
  const releaseAll = () => held.splice(0).forEach((release) => release());
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const call: ProviderCall = { headers: request.headers, body: JSON.parse(raw) as ProviderCall['body'] };
      calls.push(call);
      const answer = () => {
        if (calls.indexOf(call) < failures) {
          response.writeHead(500, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ message: 'unavailable' }));
          return;
        }
        const key = String(request.headers['idempotency-key'] ?? `no-key-${String(calls.length)}`);
        let body = answered.get(key);
        if (body === undefined) {
          delivered.push(call);
          body = JSON.stringify({ id: `email-${String(delivered.length)}` });
          answered.set(key, body);
        }
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(body);
      };
      held.push(answer);
      if (calls.length >= holdUntil) releaseAll();
      else setTimeout(releaseAll, 10_000).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/emails`,
    calls,
    delivered,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
