import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for the e-mail provider on loopback, answering with the statuses it is given in turn. */
export class FakeProvider {
  received: Received[] = [];
  statuses: (number | 'hang')[] = [];
  private server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body: JSON.parse(text) as unknown });
      const status = this.statuses.shift() ?? 200;
      if (status === 'hang') return;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: 'email_123' }));
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
