import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer, type ProductionServer } from '../../support/servers/productionServer';
import { DAY_MS } from '../../../src/lib/leads/retention';

// What the production server checks, cleans and says as it starts, each in a working folder of its own
// (the outbox mode keeps its newsletter secret in `var/` under it).
const folders: string[] = [];
const servers: ProductionServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function workingFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'server-start-'));
  folders.push(folder);
  return folder;
}

/** Starts the server in `cwd` in outbox mode; resolves with it, or with what it printed when it refused. */
async function start(cwd: string, env: Record<string, string> = {}) {
  try {
    const server = await startProductionServer(
      { DIST_DIR: path.resolve('dist'), OUTBOX_DIR: path.join(cwd, 'outbox'), ...env },
      { cwd },
    );
    servers.push(server);
    return { server, refusal: undefined };
  } catch (error) {
    return { server: undefined, refusal: String(error) };
  }
}

/** The lines a refused start printed, besides the test's own wrapping (`… exited with 1:`). */
const printed = (refusal: string | undefined) =>
  (refusal ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');

describe('the newsletter secret kept on disk (outbox mode, no NEWSLETTER_SECRET)', () => {
  it('is refused, in one line that says why, when shorter than 32 characters, as the variable is', async () => {
    const cases = ['', 'a', 'x'.repeat(31)];
    const refusals = await Promise.all(
      cases.map(async (secret) => {
        const cwd = workingFolder();
        mkdirSync(path.join(cwd, 'var'));
        writeFileSync(path.join(cwd, 'var', 'newsletter-secret'), `${secret}\n`, { mode: 0o600 });
        return (await start(cwd)).refusal;
      }),
    );
    for (const [index, refusal] of refusals.entries()) {
      expect(refusal).toMatch(/exited with 1/);
      expect(printed(refusal)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The newsletter secret in .*newsletter-secret has ${String(cases[index]?.length)} characters, fewer than 32: delete the file .* or set NEWSLETTER_SECRET$`,
          ),
        ),
      ]);
    }
  });

  it('is made whole when missing: 32 characters or more, readable by the server’s user only, no temporary left', async () => {
    const cwd = workingFolder();
    const { server, refusal } = await start(cwd);
    expect(refusal).toBeUndefined();
    expect(server).toBeDefined();
    const file = path.join(cwd, 'var', 'newsletter-secret');
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(cwd, 'var'))).toEqual(['newsletter-secret']);
  });
});

describe('a wrong setting', () => {
  it('stops the start with one line naming the variable and what it needs, never a password', async () => {
    const [rate, smtp] = await Promise.all([
      start(workingFolder(), { LEAD_RATE_LIMIT: 'ten' }),
      start(workingFolder(), {
        SMTP_URL: 'smtp://site:s3cret-Pa55@mail.agency.test:587/x',
        EMAIL_FROM: 'a@b.fr',
        EMAIL_TO: 'c@d.fr',
      }),
    ]);
    expect(printed(rate.refusal)).toEqual([
      'Invalid LEAD_RATE_LIMIT: ten (a whole number of requests a minute from one client, 1 or more)',
    ]);
    expect(printed(smtp.refusal)).toEqual([
      'Invalid SMTP_URL: smtp://…@mail.agency.test:587/x (nothing after the host and port, such as smtp://user:password@host:587)',
    ]);
  });
});

describe('the outbox at start (item 8)', () => {
  it('removes the temporary files of writes a crash cut short, in every folder, and keeps every lead', async () => {
    const cwd = workingFolder();
    const outbox = path.join(cwd, 'outbox');
    const id = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
    const leftovers = {
      consultations: `.${id}.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.tmp`,
      contact: `.${id}.7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6.tmp`,
      'newsletter-emails': `.${id}.11111111-2222-4333-8444-555555555555.tmp`,
      newsletter: `.${'ab'.repeat(32)}.66666666-7777-4888-9999-000000000000.tmp`,
    };
    for (const [folder, name] of Object.entries(leftovers)) {
      mkdirSync(path.join(outbox, folder), { recursive: true });
      writeFileSync(path.join(outbox, folder, name), '{"half":');
      writeFileSync(path.join(outbox, folder, `${id}.json`), '{}\n');
    }
    const { server } = await start(cwd, { NEWSLETTER_SECRET: 'a-secret-of-at-least-32-characters-here' });
    expect(server).toBeDefined();
    for (const folder of Object.keys(leftovers))
      expect({ folder, files: readdirSync(path.join(outbox, folder)) }).toEqual({ folder, files: [`${id}.json`] });
    expect(await server?.printed('unfinished', (output) => output.includes('unfinished'))).toMatch(
      /Removed 1 unfinished write\(s\) from .*consultations/,
    );
  });
});

describe('the retention (issue 44, item 2)', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

  it('purges at start what the outbox kept past the days the build states, keeps the rest, and says the days', async () => {
    const cwd = workingFolder();
    const outbox = path.join(cwd, 'outbox');
    // Records dated back as the relays write them: a lead's and a confirmation's `receivedAt`, an id's `sentAt`.
    const records: [folder: string, name: string, record: object][] = [
      ['consultations', 'old-consultation', { receivedAt: daysAgo(1096), request: {} }],
      ['consultations', 'young-consultation', { receivedAt: daysAgo(1094), request: {} }],
      ['contact', 'old-message', { receivedAt: daysAgo(2000), request: {} }],
      ['newsletter-emails', 'old-sign-up', { receivedAt: daysAgo(1100), request: {} }],
      ['sent', 'old-id', { sentAt: daysAgo(1200) }],
      // A subscriber who confirmed is kept until they leave, however long ago they did.
      ['newsletter', 'ab'.repeat(32), { email: 'zoe@example.fr', consentedAt: daysAgo(2000) }],
    ];
    for (const [folder, name, record] of records) {
      mkdirSync(path.join(outbox, folder), { recursive: true });
      writeFileSync(path.join(outbox, folder, `${name}.json`), JSON.stringify(record));
    }
    const { server } = await start(cwd, { NEWSLETTER_SECRET: 'a-secret-of-at-least-32-characters-here' });
    const output = (await server?.printed('the purge', (text) => text.includes('Purged'))) ?? '';
    expect(output).toContain(
      'Leads are kept 1095 days, as the privacy notice says (LEAD_RETENTION_DAYS of the build), then erased: the outbox is purged now and every day',
    );
    expect(output).toContain(
      'Purged 4 record(s) kept over 1095 days: consultations 1, contact 1, newsletter-emails 1, sent 1',
    );
    const left = Object.fromEntries(
      ['consultations', 'contact', 'newsletter-emails', 'sent', 'newsletter'].map((folder) => [
        folder,
        readdirSync(path.join(outbox, folder)),
      ]),
    );
    expect(left).toEqual({
      consultations: ['young-consultation.json'],
      contact: [],
      'newsletter-emails': [],
      sent: [],
      newsletter: [`${'ab'.repeat(32)}.json`],
    });
  });

  it('refuses to start, in one line, on a LEAD_RETENTION_DAYS the build’s notice does not state', async () => {
    const [other, wrong] = await Promise.all([
      start(workingFolder(), { LEAD_RETENTION_DAYS: '30' }),
      start(workingFolder(), { LEAD_RETENTION_DAYS: 'three years' }),
    ]);
    expect(printed(other.refusal)).toEqual([
      'LEAD_RETENTION_DAYS is 30 here, but the build’s privacy notice says 1095 days: build again with LEAD_RETENTION_DAYS=30, or leave it unset where the server runs',
    ]);
    expect(printed(wrong.refusal)).toEqual([
      'Invalid LEAD_RETENTION_DAYS: three years (a whole number of days from 1 to 3650)',
    ]);
  });
});

describe('the site’s example details (item 16)', () => {
  it('are named in one warning at start, as the build left them', async () => {
    const { server } = await start(workingFolder(), { NEWSLETTER_SECRET: 'a-secret-of-at-least-32-characters-here' });
    const manifest = JSON.parse(readFileSync(path.resolve('dist/site-manifest.json'), 'utf8')) as {
      exampleSettings: string[];
    };
    // The tests' build sets no SITE_* at all.
    expect(manifest.exampleSettings).toEqual(
      expect.arrayContaining(['SITE_EMAIL', 'SITE_PHONE', 'SITE_RCS_NUMBER', 'SITE_PUBLICATION_DIRECTOR']),
    );
    expect(manifest.exampleSettings).toEqual(
      expect.arrayContaining(['SITE_SOCIAL_LINKEDIN', 'SITE_SCHEDULING_URL', 'SITE_PUBLIC_ORIGIN']),
    );
    const output = (await server?.printed('example values', (text) => text.includes('example values'))) ?? '';
    const warnings = output.split('\n').filter((line) => line.includes('example values'));
    expect(warnings).toEqual([
      `Warning: the site shows example values for ${manifest.exampleSettings.join(', ')}: set them (docs/configuration.md) and build again before publishing.`,
    ]);
  });
});
