import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadsApi } from '../../support/leadsApi';
import { relayRequest, sampleLeads } from '../../support/relayRequests';
import { DAY_MS } from '../../../src/lib/leads/retention';

// `npm run leads` on a real outbox: the relays write it in process with Node's ports, as the server does, and the
// retention's old records are written as they would be, dated back.
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const SECRET = 'a-secret-of-at-least-32-characters-here';
const OLD_ID = '11111111-2222-4333-8444-555555555555';
const consultation = {
  ...sampleLeads.consultation,
  contact: { name: 'Camille Martin', email: 'camille@example.com', company: 'Atelier', phone: '+33 6 12 34 56 78' },
};
// A subject a spreadsheet would run as a formula, were it written as it is.
const contact = { ...sampleLeads.contact, subject: '=HYPERLINK("http://evil.example","devis")' };

let outbox: string;
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
});

/** An outbox holding a lead of each kind, a confirmed subscriber, and a consultation and an id sent years ago. */
beforeEach(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'leads-tool-'));
  const api = leadsApi({ OUTBOX_DIR: outbox, NEWSLETTER_SECRET: SECRET, LEAD_RATE_LIMIT: '100' });
  for (const [kind, body] of Object.entries({ consultation, contact, newsletter: sampleLeads.newsletter }))
    expect((await api(relayRequest(`/api/${kind}`, body))).status).toBe(200);
  const confirmation = readFileSync(
    path.join(outbox, 'newsletter-emails', `${sampleLeads.newsletter.id}.json`),
    'utf8',
  );
  const token = /token=([\w.-]+)/.exec(confirmation)?.[1];
  expect((await api(relayRequest('/api/newsletter/confirm', { token }))).status).toBe(200);
  const old = { id: OLD_ID, contact: { name: 'Chloé Zoe', email: 'chloe.zoe@example.fr', company: '', phone: '' } };
  writeFileSync(
    path.join(outbox, 'consultations', `${OLD_ID}.json`),
    JSON.stringify({ receivedAt: daysAgo(1100), request: { ...sampleLeads.consultation, ...old } }),
  );
  mkdirSync(path.join(outbox, 'sent'));
  writeFileSync(path.join(outbox, 'sent', `${OLD_ID}.json`), JSON.stringify({ sentAt: daysAgo(1100) }));
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run leads -- <args>` on the test's outbox, with the tests' build (1095 days). */
function leads(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'leads', '--', ...args],
      { env: { ...process.env, OUTBOX_DIR: outbox, DIST_DIR: path.resolve('dist') }, timeout: 30_000 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
  });
}

const files = (folder: string) => readdirSync(path.join(outbox, folder)).sort();
const subscriber = () => files('newsletter')[0] ?? '';

describe('npm run leads on the Node outbox', () => {
  it('lists every lead, confirmation e-mail and subscriber, oldest first, with whom it is about', async () => {
    const { code, stdout } = await leads('list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${outbox}: consultations 2, contact 1, newsletter-emails 1, newsletter 1, sent 1`);
    expect(lines[1]).toMatch(/^KEPT +FOLDER +ID +WHO$/);
    const rows = lines.slice(2).map((line) => line.split(/ {2,}/).slice(1));
    expect(rows).toEqual([
      ['consultations', OLD_ID, 'Chloé Zoe <chloe.zoe@example.fr>'],
      ['consultations', consultation.id, 'Camille Martin <camille@example.com>'],
      ['contact', contact.id, 'Zoé <b>Martin</b> <zoe@example.fr>'],
      ['newsletter-emails', sampleLeads.newsletter.id, 'zoe@example.fr'],
      ['newsletter', subscriber().replace(/\.json$/, ''), 'zoe@example.fr'],
    ]);
    expect(lines.slice(2).every((line) => /^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}/.test(line))).toBe(true);
  });

  it('shows one record as it is kept, and says so when no record has the id', async () => {
    const shown = await leads('show', consultation.id.toUpperCase());
    expect(shown.code).toBe(0);
    const [title, ...json] = shown.stdout.split('\n');
    expect(title).toMatch(
      new RegExp(`^consultations/${consultation.id}\\.json, kept \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC:$`),
    );
    expect(JSON.parse(json.join('\n'))).toMatchObject({
      request: { id: consultation.id, contact: consultation.contact },
    });
    const missing = await leads('show', 'no-such-id');
    expect([missing.code, missing.stderr.trim()]).toEqual([1, 'No record is named no-such-id in the outbox']);
  });

  it('exports every record but the ids sent, as JSON or as CSV a spreadsheet opens safely', async () => {
    const json = await leads('export', '--format', 'json');
    const records = JSON.parse(json.stdout) as { folder: string; id: string; record: unknown }[];
    expect(records.map(({ folder, id }) => `${folder}/${id}`)).toEqual([
      `consultations/${OLD_ID}`,
      `consultations/${consultation.id}`,
      `contact/${contact.id}`,
      `newsletter-emails/${sampleLeads.newsletter.id}`,
      `newsletter/${subscriber().replace(/\.json$/, '')}`,
    ]);
    expect(records[2]?.record).toMatchObject({ request: { subject: contact.subject, email: 'zoe@example.fr' } });

    const csv = await leads('export', '--format', 'csv');
    const lines = csv.stdout.split('\r\n');
    expect(lines).toHaveLength(records.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(
      /^folder,id,kept_at,receivedAt,request\.id,request\.projectType,.*request\.contact\.email,/,
    );
    expect(lines[0]).not.toContain('email.html');
    const row = lines.find((line) => line.startsWith(`contact,${contact.id},`)) ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""devis"")"`);
    expect(row).toContain('"Bonjour, <script>alert(""x"")</script> & merci."');
  });

  it('erases every record holding an address, whatever its case, says how many, and never prints it', async () => {
    const erased = await leads('erase', '--email', 'ZOE@example.FR');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toBe(
      'Erased 3 records holding the address given: contact 1, newsletter-emails 1, newsletter 1.\n',
    );
    expect(`${erased.stdout}${erased.stderr}`.toLowerCase()).not.toContain('zoe');
    // chloe.zoe@example.fr is another address.
    expect([files('consultations'), files('contact'), files('newsletter-emails'), files('newsletter')]).toEqual([
      [`${OLD_ID}.json`, `${consultation.id}.json`].sort(),
      [],
      [],
      [],
    ]);
    expect((await leads('erase', '--email', 'zoe@example.fr')).stdout).toBe(
      'No record holds the address given: nothing erased.\n',
    );
  });

  it('purges what is kept past the build’s retention, after a dry run that only says what would go', async () => {
    const dry = await leads('purge', '--dry-run');
    expect(dry.code).toBe(0);
    const [summary, ...listed] = dry.stdout.trimEnd().split('\n');
    expect(summary).toMatch(
      /^Would remove 2 records kept over 1095 days \(before \d{4}-\d\d-\d\d \d\d:\d\d UTC; the build in .*dist\): consultations 1, sent 1\.$/,
    );
    expect(listed.map((line) => line.trim().split(/ {2,}/)[1])).toEqual([`consultations/${OLD_ID}`, `sent/${OLD_ID}`]);
    expect(files('consultations')).toContain(`${OLD_ID}.json`);

    const purged = await leads('purge');
    expect(purged.stdout).toMatch(/^Removed 2 records kept over 1095 days .*: consultations 1, sent 1\.\n$/);
    expect([files('consultations'), files('sent'), files('newsletter')]).toEqual([
      [`${consultation.id}.json`],
      [],
      [subscriber()],
    ]);
    expect((await leads('purge')).stdout).toMatch(/^Nothing is kept over 1095 days .*: nothing to remove\.\n$/);
  });

  it('answers a wrong command with what it needs and the usage, and changes nothing', async () => {
    const cases = [
      [['erase'], 'erase needs the address: npm run leads -- erase --email <address>'],
      [['erase', '--email', 'zoe'], 'erase --email takes an e-mail address, name@domain.tld'],
      [['export', '--format', 'xml'], 'export needs --format csv or --format json'],
      [['vacuum'], 'Unknown command: vacuum'],
    ] as const;
    for (const [args, message] of cases) {
      const run = await leads(...args);
      expect([run.code, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', message]);
      expect(run.stderr).toContain('Usage: npm run leads -- <command>');
    }
    expect(files('contact')).toEqual([`${contact.id}.json`]);
  });
});
