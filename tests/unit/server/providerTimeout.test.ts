/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { leadsApi } from '../../support/leadsApi';

const ID = '9d5ac1f0-7f43-4c1b-8a55-2f1e6e0c9b10';
const TIMEOUT_MS = 1_000;

const calls: { headers: IncomingHttpHeaders; at: number }[] = [];
const hanging: ServerResponse[] = [];
/** Leaves the first call unanswered, as a provider that stalls; answers the next ones. */
const provider = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    calls.push({ headers: request.headers, at: Date.now() });
    if (calls.length === 1) {
      hanging.push(response);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ id: 'email_1' }));
  });
});

beforeAll(() => {
  // The relay logs a provider failure (and that its newsletter is off); a failing run of this test shows it
  // in its assertion instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  return new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  provider.closeAllConnections();
  return new Promise<void>((resolve) => provider.close(() => resolve()));
});

it('tries a provider that does not answer in time once more, with the same idempotency key, and says sent', async () => {
  const { port } = provider.address() as AddressInfo;
  const relay = leadsApi(
    {
      EMAIL_API_KEY: 're_test_key',
      EMAIL_API_URL: `http://127.0.0.1:${String(port)}/emails`,
      EMAIL_FROM: 'site@agency.test',
      EMAIL_TO: 'team@agency.test',
      EMAIL_API_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    { describe: (field, value) => `${field}:${value}` },
  );
  const started = Date.now();
  const response = await relay(
    new Request('http://localhost/api/consultation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: ID,
        projectType: 'website',
        budget: 'small',
        timeline: 'flexible',
        requirements: '',
        lng: 'en',
      }),
    }),
  );

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'sent', id: ID });
  expect(calls.map(({ headers }) => headers['idempotency-key'])).toEqual([ID, ID]);
  // The second try waited for the first to time out, not for the stalled answer (which never came).
  expect((calls[1]?.at ?? 0) - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(hanging).toHaveLength(1);
});
