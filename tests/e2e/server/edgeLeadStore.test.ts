import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeProvider } from '../../support/servers/fakeProvider';
import { startEdgeWorker, type ProductionServer } from '../../support/servers/productionServer';
import { rawRequest } from '../../support/servers/runtimes';
import { providerEnv, sampleLeads } from '../../support/relayRequests';
import { holdsFor, until } from '../../support/until';
import { DAY_MS } from '../../../src/lib/leads/retention';

// The built worker in workerd with wrangler.jsonc's D1 database and queue (Miniflare's), against the stand-in
// provider: every lead kept in D1 before its answer, sent through the queue once the provider takes it. D1 is read
// as docs/leads.md reads it, by `wrangler d1 execute --local` on the worker's state.
const consultation = {
  ...sampleLeads.consultation,
  contact: { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier', phone: '' },
};
const ID = consultation.id;

// docs/leads.md, "Leads on Cloudflare Workers": what D1 holds, who it is about, and whether it was sent.
const LIST = `SELECT kept_at, folder, name,
  coalesce(json_extract(record, '$.request.contact.email'), json_extract(record, '$.request.email'),
           json_extract(record, '$.email.to[0]'), iif(folder = 'newsletter', json_extract(record, '$.email'), NULL)) AS who,
  EXISTS (SELECT 1 FROM records AS s WHERE s.folder = 'sent' AND s.name = records.name) AS sent
FROM records WHERE folder <> 'sent' ORDER BY kept_at`;

// The same page's purge (its dry run, then for real) and erasure.
const PAST_RETENTION = `WHERE folder <> 'newsletter' AND kept_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1095 days')`;
const PURGE_DRY_RUN = `SELECT folder, name, kept_at FROM records ${PAST_RETENTION}`;
const PURGE = `DELETE FROM records ${PAST_RETENTION} RETURNING folder, name`;
const ERASE = `DELETE FROM records WHERE folder <> 'sent'
  AND (instr(lower(record), lower('"zoe@example.fr"')) > 0 OR instr(lower(record), lower('<zoe@example.fr>')) > 0)
  RETURNING folder, name`;

const NEWSLETTER_SUBSCRIBER = `INSERT INTO records (folder, name, record, kept_at) VALUES ('newsletter', 'a-keyed-hash', '{"email":"zoe@example.fr"}', '2020-01-01T00:00:00.000Z')`;

type Row = Record<string, unknown>;

/** `wrangler d1 execute agency-leads --local` on the worker's state: each statement's rows. */
function d1(state: string, sql: string): Promise<Row[][]> {
  const wrangler = path.resolve('node_modules/wrangler/bin/wrangler.js');
  const args = ['d1', 'execute', 'agency-leads', '--local', '--persist-to', state, '--json', '--command', sql];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [wrangler, ...args],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }, timeout: 60_000 },
      (error, stdout) => {
        if (error !== null) reject(new Error(`wrangler d1 execute failed: ${error.message}\n${stdout}`));
        else resolve((JSON.parse(stdout) as { results: Row[] }[]).map((statement) => statement.results));
      },
    );
  });
}

describe('leads on the edge worker, kept in D1 and sent through its queue', () => {
  const provider = new FakeProvider();
  const state = mkdtempSync(path.join(tmpdir(), 'agency-edge-d1-'));
  let worker: ProductionServer;

  beforeAll(async () => {
    await provider.start();
    worker = await startEdgeWorker({ ...providerEnv(provider.url) }, { state });
  });
  afterAll(async () => {
    await worker.stop();
    await provider.stop();
    rmSync(state, { recursive: true, force: true });
  });

  const post = async (body: unknown) => {
    const response = await rawRequest(`${worker.url}/api/consultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9' },
      body: JSON.stringify(body),
    });
    return [response.status, JSON.parse(response.body.toString()) as unknown];
  };
  const emails = () => provider.calls.filter((call) => call.path === '/emails');

  it('answers a lead posted while the provider fails as stored, keeps it in D1, sends it once the provider is back, and a replay sends nothing', async () => {
    // The provider fails until told otherwise: each try of the worker's queue calls it twice.
    provider.answers = Array.from({ length: 100 }, () => 503);
    expect(await post(consultation)).toEqual([200, { status: 'stored', id: ID }]);
    await until('the queue’s first try', () => emails().length >= 2, { timeout: 10_000 });
    // A confirmed subscriber, for the purge below to keep: one wrangler run (seconds of CPU) for both statements.
    const [, listed] = await d1(state, `${NEWSLETTER_SUBSCRIBER};\n${LIST}`);
    expect(listed).toEqual([
      {
        kept_at: '2020-01-01T00:00:00.000Z',
        folder: 'newsletter',
        name: 'a-keyed-hash',
        who: 'zoe@example.fr',
        sent: 0,
      },
      {
        kept_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        folder: 'consultations',
        name: ID,
        who: 'camille@example.com',
        sent: 0,
      },
    ]);
    expect(worker.output()).toMatch(
      new RegExp(`consultations/${ID} was not sent \\(try 1\\), tried again in 1 s, .*: the provider answered 503`),
    );

    provider.answers = [];
    await until('the lead to reach the provider', () => provider.delivered.length === 1, { timeout: 30_000 });
    expect(provider.delivered[0]?.body).toMatchObject({
      to: ['team@agency.test'],
      reply_to: ['"Camille Martin" <camille@example.com>'],
    });
    // Every try carried the lead's id as the provider's idempotency key.
    expect(new Set(emails().map((call) => call.headers['idempotency-key']))).toEqual(new Set([ID]));

    const calls = emails().length;
    expect(await post(consultation)).toEqual([200, { status: 'stored', id: ID }]);
    expect(await holdsFor(() => emails().length === calls, 2500)).toBe(true);
    expect(provider.delivered).toHaveLength(1);
  });

  it('purges at its Cron Trigger what is past the build’s 1095 days, and keeps the confirmed subscribers; the docs’ statements purge and erase', async () => {
    // The scheduled time moved on, as the platform gives it to the handler: the clock the purge goes by.
    const scheduled = async (daysLater: number) => {
      const time = Date.now() + daysLater * DAY_MS;
      const response = await rawRequest(`${worker.url}/cdn-cgi/local/scheduled?cron=17+3+*+*+*&time=${String(time)}`);
      expect(response.status).toBe(200);
    };
    await scheduled(1094);
    await scheduled(1096);
    await worker.printed('the purge', (output) => output.includes('Purged'));
    expect(worker.output()).toContain(
      'Leads are kept 1095 days, as the privacy notice says (LEAD_RETENTION_DAYS of the build), then erased: D1 is purged by the Cron Trigger (wrangler.jsonc)',
    );
    const purges = worker
      .output()
      .split('\n')
      .filter((line) => line.includes('Purged'));
    expect(purges).toEqual(['Purged 2 record(s) kept over 1095 days: consultations 1, sent 1']);
    const [, dryRun, purged, erased, listed] = await d1(
      state,
      [
        `INSERT INTO records (folder, name, record, kept_at) VALUES ('contact', 'an-old-message', '{"request":{"email":"chloe@example.fr"}}', '2021-06-01T00:00:00.000Z')`,
        PURGE_DRY_RUN,
        PURGE,
        ERASE,
        LIST,
      ].join(';\n'),
    );
    // The docs' statements on what the worker left: the subscriber, and a message kept years ago.
    expect(dryRun).toEqual([{ folder: 'contact', name: 'an-old-message', kept_at: '2021-06-01T00:00:00.000Z' }]);
    expect(purged).toEqual([{ folder: 'contact', name: 'an-old-message' }]);
    expect(erased).toEqual([{ folder: 'newsletter', name: 'a-keyed-hash' }]);
    expect(listed).toEqual([]);
  });
});
