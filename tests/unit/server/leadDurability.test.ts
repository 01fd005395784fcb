/**
 * @jest-environment node
 */
import * as fsPromises from 'node:fs/promises';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientBehindProxies } from '../../../server/clientAddress';
import { clientKey, createRateLimiter } from '../../../server/leads/rateLimit';
import type { OutboxFileSystem } from '../../../server/node/outboxStore';
import { FakeProvider, type ProviderAnswer } from '../../support/servers/fakeProvider';
import { leadsApi } from '../../support/leadsApi';

const ID = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
const valid = { id: ID, projectType: 'website', budget: 'medium', timeline: 'oneMonth', requirements: '', lng: 'fr' };

const post = (body: unknown) =>
  new Request('http://localhost/api/consultation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

let outbox: string;
let errors: string[];
beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), 'durable-outbox-'));
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
    errors.push(String(message));
  });
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const outboxRelay = (dir: string, fs?: OutboxFileSystem) =>
  leadsApi(
    {
      CONSULTATION_OUTBOX_DIR: dir,
      OUTBOX_DIR: path.join(outbox, 'root'),
      NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters',
      LEAD_RATE_LIMIT: '1000',
    },
    { fs },
  );

/** Node's file system, but writing a file fails as it would on a full disk or a path under a file. */
const failingWrites = (code: string): OutboxFileSystem => ({
  ...fsPromises,
  open: () => Promise.reject(Object.assign(new Error(`${code}: injected`), { code })),
});

describe('the outbox as a durable store', () => {
  it('keeps exactly one complete file for 50 concurrent writes of one id, and no temporary file', async () => {
    const relay = outboxRelay(path.join(outbox, 'consultations'));
    const answers = Array.from({ length: 50 }, (_, index) => `answer set ${String(index)}`);
    const responses = await Promise.all(answers.map((requirements) => relay(post({ ...valid, requirements }))));
    expect(responses.map((response) => response.status)).toEqual(answers.map(() => 200));
    expect(readdirSync(path.join(outbox, 'consultations'))).toEqual([`${ID}.json`]);
    const record = JSON.parse(readFileSync(path.join(outbox, 'consultations', `${ID}.json`), 'utf8')) as {
      request: { requirements: string };
    };
    expect(answers).toContain(record.request.requirements);
  });

  it('is readable by the server’s user only: files 0600, folders 0700', async () => {
    const dir = path.join(outbox, 'nested', 'consultations');
    await outboxRelay(dir)(post(valid));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, `${ID}.json`)).mode & 0o777).toBe(0o600);
  });

  it.each(['ENOSPC', 'ENOTDIR', 'EACCES'])(
    'answers 503 with Retry-After when a write fails with %s, and keeps serving',
    async (code) => {
      const relay = outboxRelay(outbox, failingWrites(code));
      const response = await relay(post(valid));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'unavailable' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errors.join('\n')).toContain(code);
      expect(readdirSync(outbox)).toEqual([]);
      // The same relay, once the disk has room again, keeps the request.
      expect((await outboxRelay(outbox)(post(valid))).status).toBe(200);
    },
  );

  it('answers 503 for an outbox under a regular file, where no folder can be made', async () => {
    writeFileSync(path.join(outbox, 'file'), 'not a folder');
    const response = await outboxRelay(path.join(outbox, 'file', 'consultations'))(post(valid));
    expect(response.status).toBe(503);
    expect(errors.join('\n')).toMatch(/ENOTDIR|EEXIST/);
  });
});

describe('the rate limit', () => {
  it('counts 100,000 distinct clients in bounded memory, forgetting the oldest past its cap', () => {
    let time = 0;
    const limiter = createRateLimiter(1, { now: () => time, maxClients: 10_000 });
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    let limited = 0;
    for (let index = 0; index < 100_000; index += 1) {
      limited += limiter.hit(`10.${String(index >> 16)}.${String((index >> 8) & 255)}.${String(index & 255)}`);
    }
    const elapsedMs = performance.now() - started;
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    process.stdout.write(
      `rate limiter: 100,000 clients in ${elapsedMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MB\n`,
    );
    // The figures are for the note; the bound on memory is the cap, checked by behaviour below.
    expect(limited).toBe(0);
    // The most recent clients are still counted; the first ones were forgotten to make room.
    expect(limiter.hit('10.1.134.159')).toBeGreaterThan(0);
    expect(limiter.hit('10.0.0.0')).toBe(0);
    time = 60_000;
    expect(limiter.hit('10.1.134.159')).toBe(0);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    const limiter = createRateLimiter(2);
    expect(limiter.hit('2001:db8:1:2::10')).toBe(0);
    expect(limiter.hit('2001:db8:1:2:ffff::20')).toBe(0);
    expect(limiter.hit('2001:db8:1:2:1234::30')).toBeGreaterThan(0);
    expect(limiter.hit('2001:db8:1:3::10')).toBe(0);
  });

  it('reads the client behind trusted proxies only, never what the client itself wrote', () => {
    expect(clientBehindProxies('10.0.0.9', '203.0.113.5', 0)).toBe('10.0.0.9');
    expect(clientBehindProxies('10.0.0.9', '203.0.113.5', 1)).toBe('203.0.113.5');
    // The client wrote "1.2.3.4" itself; the one proxy appended the address it saw.
    expect(clientBehindProxies('10.0.0.9', '1.2.3.4, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientBehindProxies('10.0.0.9', '1.2.3.4, 203.0.113.5, 10.0.0.8', 2)).toBe('203.0.113.5');
    expect(clientBehindProxies('10.0.0.9', undefined, 1)).toBe('10.0.0.9');
    expect(clientBehindProxies('10.0.0.9', '203.0.113.5', 5)).toBe('203.0.113.5');
  });
});

describe('the provider’s answers: temporary and final', () => {
  const provider = new FakeProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  beforeEach(() => {
    provider.calls = [];
  });

  const providerRelay = (timeoutMs = 2000) =>
    leadsApi(
      {
        EMAIL_API_KEY: 're_secret_key_for_tests',
        EMAIL_API_URL: provider.url,
        EMAIL_FROM: 'site@agency.test',
        EMAIL_TO: 'team@agency.test',
        EMAIL_API_TIMEOUT_MS: String(timeoutMs),
        CONSULTATION_RATE_LIMIT: '1000',
      },
      // Its newsletter is off, said once by a warning this test need not show.
      { log: { error: (message: string) => console.error(message), warn: () => undefined, info: () => undefined } },
    );

  it.each([400, 401, 403, 422])(
    'answers a provider %s with 422 provider_rejected at once, logging its body but never the key',
    async (status) => {
      provider.answers = [{ status, body: '{"message":"the from address is not verified"}' }];
      const response = await providerRelay()(post(valid));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'provider_rejected' });
      expect(provider.calls).toHaveLength(1);
      expect(errors.join('\n')).toContain('the from address is not verified');
      expect(errors.join('\n')).not.toContain('re_secret_key_for_tests');
    },
  );

  it.each<[string, ProviderAnswer]>([
    ['a 500', 500],
    ['a 503', 503],
    ['a 429', 429],
    ['a 409', 409],
  ])('retries once after %s, with the same Idempotency-Key', async (_name, first) => {
    provider.answers = [first, 200];
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(200);
    expect(provider.calls.map(({ headers }) => headers['idempotency-key'])).toEqual([ID, ID]);
  });

  it('waits for the provider’s Retry-After when it fits in the request’s time', async () => {
    provider.answers = [{ status: 429, headers: { 'Retry-After': '1' } }, 200];
    const response = await providerRelay(2000)(post(valid));
    expect(response.status).toBe(200);
    const [first, second] = provider.calls;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('answers 502 at once when the provider asks to wait longer than a call may take', async () => {
    provider.answers = [{ status: 503, headers: { 'Retry-After': '120' } }, 200];
    const response = await providerRelay(2000)(post(valid));
    expect(response.status).toBe(502);
    expect(provider.calls).toHaveLength(1);
  });

  it('answers 502, replayable, for any other refusal, without a second try', async () => {
    provider.answers = [404, 200];
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'provider_failed' });
    expect(provider.calls).toHaveLength(1);
  });

  it('retries a provider that does not answer in time, once', async () => {
    provider.answers = ['hang', 200];
    const response = await providerRelay(300)(post(valid));
    expect(response.status).toBe(200);
    expect(provider.calls).toHaveLength(2);
  });
});
