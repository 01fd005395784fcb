import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the relay made: the path (`/emails`, or an audience's contacts), its headers and JSON body. */
export interface ProviderCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    from?: string;
    to?: string[];
    subject?: string;
    html?: string;
    reply_to?: string[];
    [field: string]: unknown;
  };
  at: number;
}

/** An answer of the stand-in: a status, a status with headers and a body, or no answer at all. */
export type ProviderAnswer = number | 'hang' | { status: number; headers?: Record<string, string>; body?: string };

/**
 * A stand-in for the e-mail provider on loopback. It gives `answers` in turn, then 200s; as Resend does, it
 * delivers an Idempotency-Key once and answers its repeats with the first answer. With `holdUntil`, it
 * answers nothing until that many calls have arrived (or 10 s passed), so concurrent senders really are.
 */
export class FakeProvider {
  /** Every call, repeats included, in the order they arrived. */
  calls: ProviderCall[] = [];
  /** The e-mails it delivered: one per Idempotency-Key. */
  delivered: ProviderCall[] = [];
  answers: ProviderAnswer[] = [];
  holdUntil = 0;
  url = '';
  private answered = new Map<string, string>();
  private held: (() => void)[] = [];
  private server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const call: ProviderCall = {
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw) as ProviderCall['body'],
        at: Date.now(),
      };
      this.calls.push(call);
      const answer = this.answers.shift() ?? 200;
      if (answer === 'hang') return;
      const { status, headers = {}, body } = typeof answer === 'number' ? { status: answer } : answer;
      const reply = () => {
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(body ?? (status < 300 ? this.deliver(call) : JSON.stringify({ message: 'unavailable' })));
      };
      this.held.push(reply);
      if (this.calls.length >= this.holdUntil) this.release();
      else setTimeout(() => this.release(), 10_000).unref();
    });
  });

  /** Forgets every call and answer, as a fresh provider. */
  reset(): void {
    this.calls = [];
    this.delivered = [];
    this.answers = [];
    this.holdUntil = 0;
    this.answered.clear();
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}/emails`;
    return this;
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private deliver(call: ProviderCall): string {
    const key = String(call.headers['idempotency-key'] ?? `no-key-${String(this.calls.length)}`);
    let body = this.answered.get(key);
    if (body === undefined) {
      this.delivered.push(call);
      body = JSON.stringify({ id: `email-${String(this.delivered.length)}` });
      this.answered.set(key, body);
    }
    return body;
  }

  private release(): void {
    this.held.splice(0).forEach((reply) => reply());
  }
}

/** A started stand-in with `answers` to give first. */
export function startFakeProvider(options: { answers?: ProviderAnswer[]; holdUntil?: number } = {}) {
  const provider = new FakeProvider();
  provider.answers = [...(options.answers ?? [])];
  provider.holdUntil = options.holdUntil ?? 0;
  return provider.start();
}
