/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, readLeadsSettings, readServerConfig } from '../../../server/config';
import { describeChoice } from '../../../server/leads/consultation';
import { outboxFolders } from '../../../server/node/outboxStore';
import { leadsApi, type LeadsApi } from '../../support/leadsApi';
import { providerEnv, relayRequest } from '../../support/relayRequests';
import { FakeProvider, type ProviderCall } from '../../support/servers/fakeProvider';

const describe_ = (field: string, value: string, language: string) => `${field}:${value}:${language}`;

const ID = '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f';
const valid = {
  id: ID,
  projectType: 'website',
  budget: 'medium',
  timeline: 'oneMonth',
  requirements: 'A shop <script>alert("x")</script> & more',
  contact: { name: 'Camille <b>Martin</b>', email: 'camille@example.com', company: 'Atelier & Co', phone: '' },
  lng: 'fr',
};

/** The request as an older page queued it, before the wizard asked who is asking. */
const olderShape: Omit<typeof valid, 'contact'> & { contact?: never } = { ...valid, contact: undefined };

const post = (body: unknown, init?: Parameters<typeof relayRequest>[2]) =>
  relayRequest('/api/consultation', body, init);

const provider = new FakeProvider();
let outbox: string;
let outboxRoot: string;

beforeAll(() => provider.start());
afterAll(() => provider.stop());
beforeEach(() => {
  provider.reset();
  outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  outboxRoot = mkdtempSync(path.join(tmpdir(), 'outbox-root-'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
  rmSync(outboxRoot, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function providerRelay(overrides: Record<string, string> = {}): LeadsApi {
  return leadsApi({ ...providerEnv(provider.url), ...overrides }, { describe: describe_ });
}

/** The consultations in their folder of old (`CONSULTATION_OUTBOX_DIR`), the other kinds under a root of their own. */
const outboxEnv = () => ({
  CONSULTATION_OUTBOX_DIR: outbox,
  OUTBOX_DIR: outboxRoot,
  NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters',
});

function outboxRelay(): LeadsApi {
  return leadsApi({ ...outboxEnv(), LEAD_RATE_LIMIT: '100' }, { describe: describe_ });
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('the consultation relay refuses bad requests before the provider sees them', () => {
  it('answers 405 to another method', async () => {
    const response = await providerRelay()(post(null, { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await providerRelay()(post(valid, { contentType: 'text/plain' }));
    expect(response.status).toBe(415);
  });

  it('answers 413 to a body over 16 KB', async () => {
    const response = await providerRelay()(post({ ...valid, requirements: 'x'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await providerRelay()(post(null, { raw: '{"id": ' }));
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'invalid_json' });
  });

  it.each([
    ['id', { id: undefined }],
    ['id', { id: 'not-a-uuid' }],
    ['id', { id: 42 }],
    ['projectType', { projectType: 'castle' }],
    ['budget', { budget: 'millions' }],
    ['timeline', { timeline: 'yesterday' }],
    ['requirements', { requirements: 'x'.repeat(2001) }],
    ['requirements', { requirements: 42 }],
    ['contact', { contact: 'camille@example.com' }],
    ['contact.name', { contact: { ...valid.contact, name: ' ' } }],
    ['contact.email', { contact: { ...valid.contact, email: 'camille@' } }],
    ['contact.phone', { contact: { ...valid.contact, phone: 'tomorrow' } }],
    ['lng', { lng: 'de' }],
    ['body', null],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await providerRelay()(post(change === null ? [] : { ...valid, ...change }));
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'invalid_field', field });
  });

  it('lets no refused request reach the provider', async () => {
    const relay = providerRelay();
    await relay(post(null, { raw: 'nope' }));
    await relay(post({ ...valid, budget: 'x' }));
    expect(provider.calls).toHaveLength(0);
  });

  it('answers 429 with Retry-After past the rate limit of one client', async () => {
    const relay = providerRelay({ CONSULTATION_RATE_LIMIT: '2' });
    const from = (clientAddress: string) => relay(post(valid), { clientAddress });
    expect((await from('10.0.0.1')).status).toBe(200);
    expect((await from('10.0.0.1')).status).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('10.0.0.2')).status).toBe(200);
  });

  it('opens a new window after a minute', async () => {
    let time = 0;
    const relay = leadsApi({ ...outboxEnv(), LEAD_RATE_LIMIT: '1' }, { describe: describe_, now: () => time });
    expect((await relay(post(valid), { clientAddress: 'a' })).status).toBe(200);
    expect((await relay(post(valid), { clientAddress: 'a' })).status).toBe(429);
    time = 60_000;
    expect((await relay(post(valid), { clientAddress: 'a' })).status).toBe(200);
  });
});

describe('provider mode', () => {
  it('posts the escaped e-mail with the key, the idempotency key, the sender and the recipient', async () => {
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'sent', id: ID });

    expect(provider.calls).toHaveLength(1);
    const [{ headers, body }] = provider.calls as [ProviderCall];
    expect(headers.authorization).toBe('Bearer re_test_key');
    expect(headers['idempotency-key']).toBe(ID);
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(body).toMatchObject({
      from: 'Site <site@agency.test>',
      to: ['team@agency.test'],
      subject: 'New Project Consultation Request',
    });
    const html = (body as { html: string }).html;
    expect(html).toContain('projectType:website:fr');
    expect(html).toContain('budget:medium:fr');
    expect(html).toContain('timeline:oneMonth:fr');
    expect(html).toContain('A shop &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });

  it('says who asks and answers to them: the e-mail shows the contact details and replies to the visitor', async () => {
    await providerRelay()(post(valid));
    const [{ body }] = provider.calls as [ProviderCall];
    expect(body).toMatchObject({ reply_to: ['"Camille <b>Martin</b>" <camille@example.com>'] });
    const html = (body as { html: string }).html;
    expect(html).toContain(
      '<th align="left" valign="top" style="padding:4px 16px 4px 0">Name</th><td style="padding:4px 0">Camille &lt;b&gt;Martin&lt;/b&gt;</td>',
    );
    expect(html).toContain('camille@example.com');
    expect(html).toContain('Atelier &amp; Co');
    expect(html).toMatch(/Phone<\/th><td[^>]*><em>Not given<\/em>/);
  });

  it('delivers a request queued by an older page without contact details, marked as such and answering to no one', async () => {
    const response = await providerRelay()(post(olderShape));
    expect(await json(response)).toEqual({ status: 'sent', id: ID });
    const [{ body }] = provider.calls as [ProviderCall];
    expect(body).not.toHaveProperty('reply_to');
    expect((body as { html: string }).html).toContain('<strong>No contact details</strong>');
  });

  it('retries once after a provider failure, with the same idempotency key', async () => {
    provider.answers = [503, 200];
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(200);
    expect(provider.calls.map(({ headers }) => headers['idempotency-key'])).toEqual([ID, ID]);
  });

  it('answers 502 after the second failure, without a third try', async () => {
    provider.answers = [500, 500, 200];
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({ error: 'provider_failed' });
    expect(provider.calls).toHaveLength(2);
  });

  it('answers 502 when the provider does not answer in time', async () => {
    provider.answers = ['hang', 'hang'];
    const response = await providerRelay({ EMAIL_API_TIMEOUT_MS: '100' })(post(valid));
    expect(response.status).toBe(502);
  });
});

describe('outbox mode', () => {
  it('keeps the request as <id>.json and says it was stored, not sent', async () => {
    const response = await outboxRelay()(post(valid));
    expect(await json(response)).toEqual({ status: 'stored', id: ID });
    expect(readdirSync(outbox)).toEqual([`${ID}.json`]);
    const record = JSON.parse(readFileSync(path.join(outbox, `${ID}.json`), 'utf8')) as {
      request: unknown;
      email: { subject: string; html: string; reply_to?: string[] };
    };
    expect(record.request).toEqual(valid);
    expect(record.email.subject).toBe('New Project Consultation Request');
    expect(record.email.reply_to).toEqual(['"Camille <b>Martin</b>" <camille@example.com>']);
    expect(record.email.html).not.toContain('<script>');
  });

  it('keeps a request without contact details as having none', async () => {
    await outboxRelay()(post(olderShape));
    const record = JSON.parse(readFileSync(path.join(outbox, `${ID}.json`), 'utf8')) as {
      request: unknown;
      email: { html: string; reply_to?: string[] };
    };
    expect(record.request).toEqual({ ...olderShape, contact: null });
    expect(record.email.reply_to).toBeUndefined();
    expect(record.email.html).toContain('No contact details');
  });

  it('keeps an id once: the first complete copy stays, a replay changes nothing and is answered stored', async () => {
    const relay = outboxRelay();
    await relay(post(valid));
    const replay = await relay(post({ ...valid, requirements: 'second try' }));
    expect(await json(replay)).toEqual({ status: 'stored', id: ID });
    expect(readdirSync(outbox)).toEqual([`${ID}.json`]);
    expect(readFileSync(path.join(outbox, `${ID}.json`), 'utf8')).not.toContain('second try');
  });

  it('loses no contact details to a replay that comes without them (a reopened draft whose session ended)', async () => {
    const relay = outboxRelay();
    await relay(post(valid));
    expect((await relay(post(olderShape))).status).toBe(200);
    const record = JSON.parse(readFileSync(path.join(outbox, `${ID}.json`), 'utf8')) as {
      request: { contact: unknown };
      email: { reply_to?: string[] };
    };
    expect(record.request.contact).toEqual(valid.contact);
    expect(record.email.reply_to).toEqual(['"Camille <b>Martin</b>" <camille@example.com>']);
  });

  it('accepts an empty or missing requirement', async () => {
    const withoutRequirements: Partial<typeof valid> = { ...valid };
    delete withoutRequirements.requirements;
    expect((await outboxRelay()(post(withoutRequirements))).status).toBe(200);
    expect((await outboxRelay()(post({ ...valid, requirements: '' }))).status).toBe(200);
  });
});

describe('the honeypot', () => {
  it('answers a request whose honeypot is filled as a success and keeps nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await outboxRelay()(post({ ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'stored', id: ID });
    expect(readdirSync(outbox)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/consultation lead as spam \(honeypot\)/));
  });

  it('takes an empty honeypot, and a request without one, with no time trap for the wizard', async () => {
    expect((await outboxRelay()(post({ ...valid, website: '', draftMs: 5 }))).status).toBe(200);
    expect(readdirSync(outbox)).toEqual([`${ID}.json`]);
  });
});

describe('relay configuration', () => {
  const folders = (env: Record<string, string>) => outboxFolders(readLeadsSettings(env, 'node').store);

  it('uses the outbox without a key, by default inside var/', () => {
    const settings = readLeadsSettings({}, 'node');
    expect(settings.delivery).toBe('store');
    expect(folders({}).consultations).toBe(path.resolve('var/outbox/consultations'));
    expect(folders({}).contact).toBe(path.resolve('var/outbox/contact'));
    expect(folders({ OUTBOX_DIR: '/srv/leads' }).consultations).toBe('/srv/leads/consultations');
    expect(folders({ OUTBOX_DIR: '/srv/leads', CONSULTATION_OUTBOX_DIR: '/old' }).consultations).toBe('/old');
    expect(settings.rateLimitPerMinute).toBe(10);
  });

  it('uses the provider with a key, defaulting to its /emails endpoint', () => {
    const settings = readLeadsSettings({ EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.co', EMAIL_TO: 'c@d.co' }, 'node');
    expect(settings.mail).toMatchObject({ kind: 'api', url: 'https://api.resend.com/emails' });
    expect(settings.delivery).toBe('mail');
  });

  it.each([
    { EMAIL_API_KEY: 'k' },
    { EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.co' },
    { EMAIL_API_KEY: 'k', EMAIL_TO: 'c@d.co' },
  ])('refuses a key without a sender and a recipient: %p', (env) => {
    expect(() => readLeadsSettings(env, 'node')).toThrow(ConfigError);
  });

  it('refuses a rate limit that is not a positive whole number', () => {
    expect(() => readLeadsSettings({ CONSULTATION_RATE_LIMIT: '0' }, 'node')).toThrow(ConfigError);
    expect(() => readLeadsSettings({ CONSULTATION_RATE_LIMIT: 'ten' }, 'node')).toThrow(ConfigError);
  });
});

describe('the relay as the site mounts it', () => {
  it('labels the choices in the visitor’s language, budget bands in euros or dollars', () => {
    expect(describeChoice('budget', 'small', 'fr')).toMatch(/€.*\(small\)$/);
    expect(describeChoice('budget', 'small', 'en')).toBe('Under €10,000 (small)');
    expect(describeChoice('projectType', 'mobileApp', 'en')).toBe('Mobile app (mobileApp)');
  });

  it('is mounted at /api/consultation with the wizard’s options', async () => {
    const api = leadsApi(outboxEnv());
    const response = await api(post({ ...valid, projectType: 'customSoftware', timeline: 'flexible' }));
    expect(response.status).toBe(200);
    expect(readdirSync(outbox)).toEqual([`${ID}.json`]);
  });

  it('refuses to start with a key but no sender or recipient', () => {
    expect(() => readServerConfig({ EMAIL_API_KEY: 'k' })).toThrow(/EMAIL_FROM and EMAIL_TO/);
  });
});
