import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  /** The path asked for: `/emails`, or an audience's contacts. */
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** An answer of the stand-in: a status, a status with headers and a body, or no answer at all. */
export type ProviderAnswer = number | 'hang' | { status: number; headers?: Record<string, string>; body?: string };

/** A stand-in for the e-mail provider on loopback, answering with the statuses it is given in turn. */
export class FakeProvider {
  received: (Received & { at: number })[] = [];
  statuses: ProviderAnswer[] = [];
  private server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text) as unknown,
        at: Date.now(),
      });
      const answer = this.statuses.shift() ?? 200;
      if (answer === 'hang') return;
      const {
        status,
        headers = {},
        body = JSON.stringify({ id: 'email_123' }),
      } = typeof answer === 'number' ? { status: answer } : answer;
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body);
    });
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}/emails`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
