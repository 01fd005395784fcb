/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mountApi } from '../../../server/devMiddleware';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let outbox: string;
let server: Server;
let url: string;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'dev-outbox-'));
  process.env.CONSULTATION_OUTBOX_DIR = outbox;
  // webpack-dev-server's app, as far as mountApi uses it: middlewares in order, then its own fallback.
  const middlewares: Middleware[] = [];
  mountApi({ use: (middleware: Middleware) => middlewares.push(middleware) });
  server = createServer((req, res) => {
    const run = (index: number) => {
      const middleware = middlewares[index];
      if (middleware === undefined) res.end('the development server’s own answer');
      else middleware(req, res, () => run(index + 1));
    };
    run(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(outbox, { recursive: true, force: true });
  delete process.env.CONSULTATION_OUTBOX_DIR;
});

describe('the API on the development server', () => {
  it('answers /api/consultation with the production relay', async () => {
    const id = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
    const response = await fetch(`${url}/api/consultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, projectType: 'website', budget: 'small', timeline: 'flexible' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'stored', id });
    expect(readdirSync(outbox)).toEqual([`${id}.json`]);
  });

  it('answers any other /api/ path with a JSON 404, never the app', async () => {
    const response = await fetch(`${url}/api/nothing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('leaves every other path to the development server', async () => {
    for (const pathname of ['/', '/projects', '/apis', '/assets/js/main.js']) {
      expect(await (await fetch(`${url}${pathname}`)).text()).toBe('the development server’s own answer');
    }
  });
});
