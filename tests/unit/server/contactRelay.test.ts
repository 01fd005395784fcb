/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadsApi, type LeadsApi } from '../../support/leadsApi';
import { providerEnv, relayRequest } from '../../support/relayRequests';
import { FakeProvider } from '../../support/servers/fakeProvider';

const ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const valid = {
  id: ID,
  name: 'Zoé <b>Martin</b>',
  email: 'zoe@example.fr',
  subject: 'Un site\r\nBcc: victim@example.com',
  message: 'Bonjour, <script>alert("x")</script> & merci.\nÀ bientôt',
  lng: 'fr',
  website: '',
  draftMs: 45_000,
};

const post = (body: unknown, init?: Parameters<typeof relayRequest>[2]) => relayRequest('/api/contact', body, init);

const provider = new FakeProvider();
let outbox: string;
const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

beforeAll(() => provider.start());
afterAll(() => provider.stop());
beforeEach(() => {
  provider.reset();
  outbox = mkdtempSync(path.join(tmpdir(), 'outbox-contact-'));
  log.error.mockReset();
  log.warn.mockReset();
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
});

const secret = { NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters' };

function providerRelay(): LeadsApi {
  return leadsApi(providerEnv(provider.url), { log });
}

function outboxRelay(): LeadsApi {
  return leadsApi({ OUTBOX_DIR: outbox, ...secret }, { log });
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const stored = () => readdirSync(path.join(outbox, 'contact'));

describe('a contact message through the e-mail provider', () => {
  it('e-mails the agency once, answered through Reply-To, with every value escaped', async () => {
    const response = await providerRelay()(post(valid));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'sent', id: ID });
    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    const headers = call?.headers ?? {};
    const body = (call?.body ?? {}) as Record<string, unknown>;
    expect(headers.authorization).toBe('Bearer re_test_key');
    expect(headers['idempotency-key']).toBe(ID);
    expect(body.from).toBe('Site <site@agency.test>');
    expect(body.to).toEqual(['team@agency.test']);
    expect(body.reply_to).toEqual(['"Zoé <b>Martin</b>" <zoe@example.fr>']);
    // The visitor's subject, on one line: a line break cannot add a header.
    expect(body.subject).toBe('New contact message: Un site Bcc: victim@example.com');
    const html = String(body.html);
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('Zoé &lt;b&gt;Martin&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; merci.<br>À bientôt');
    expect(html).toContain(`Message id: ${ID}`);
  });

  it('sends a retry or a replay with the same idempotency key, so the provider delivers it once', async () => {
    const relay = providerRelay();
    provider.answers = [503, 200, 200];
    expect((await relay(post(valid))).status).toBe(200);
    expect((await relay(post(valid))).status).toBe(200);
    expect(provider.calls.map((call) => call.headers['idempotency-key'])).toEqual([ID, ID, ID]);
  });

  it('answers 422 when the provider refuses the message, 502 when it fails', async () => {
    provider.answers = [422];
    expect((await providerRelay()(post(valid))).status).toBe(422);
    provider.answers = [500, 500];
    expect((await providerRelay()(post(valid))).status).toBe(502);
  });
});

describe('a contact message kept in the outbox', () => {
  it('is one file under contact/, however often it is sent', async () => {
    const relay = outboxRelay();
    const answers = await Promise.all([relay(post(valid)), relay(post(valid)), relay(post(valid))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await json(answers[0])).toEqual({ status: 'stored', id: ID });
    expect(stored()).toEqual([`${ID}.json`]);
    const record = JSON.parse(readFileSync(path.join(outbox, 'contact', `${ID}.json`), 'utf8')) as {
      request: Record<string, unknown>;
      email: Record<string, unknown>;
    };
    expect(record.request).toEqual({
      id: ID,
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      lng: 'fr',
    });
    expect(record.email.reply_to).toEqual(['"Zoé <b>Martin</b>" <zoe@example.fr>']);
  });

  it('is mounted at /api/contact, beside consultations in their own folder', async () => {
    const api = leadsApi({ OUTBOX_DIR: outbox, ...secret }, { log });
    const response = await api(post(valid));
    expect(response.status).toBe(200);
    expect(readdirSync(outbox)).toEqual(['contact']);
    expect(stored()).toEqual([`${ID}.json`]);
  });
});

describe('spam is answered as a success and delivered nowhere', () => {
  it('drops a message whose honeypot is filled, and counts it in the log', async () => {
    const relay = outboxRelay();
    const response = await relay(post({ ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'stored', id: ID });
    expect(readdirSync(outbox)).toEqual([]);
    expect(log.warn).toHaveBeenLastCalledWith(expect.stringMatching(/\(honeypot\).*1 by the honeypot, 0 too fast/));
  });

  it('drops a message sent less than 2 s into its draft, through the provider too', async () => {
    const response = await providerRelay()(post({ ...valid, draftMs: 1999 }));
    expect(await json(response)).toEqual({ status: 'sent', id: ID });
    expect(provider.calls).toHaveLength(0);
    expect(log.warn).toHaveBeenLastCalledWith(expect.stringMatching(/\(too_fast\).*0 by the honeypot, 1 too fast/));
  });

  it.each([
    ['a draft of exactly 2 s', { draftMs: 2000 }],
    ['a message without the spam fields (queued before they existed)', { website: undefined, draftMs: undefined }],
  ])('delivers %s', async (_case, change) => {
    expect((await outboxRelay()(post({ ...valid, ...change }))).status).toBe(200);
    expect(stored()).toEqual([`${ID}.json`]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('counts each kind of trap across requests', async () => {
    const relay = outboxRelay();
    await relay(post({ ...valid, website: 'x' }));
    await relay(post({ ...valid, draftMs: 10 }));
    await relay(post({ ...valid, website: 'y', draftMs: 10 }));
    expect(log.warn).toHaveBeenLastCalledWith(expect.stringMatching(/2 by the honeypot, 1 too fast/));
  });
});

describe('the contact relay refuses bad requests before anything is delivered', () => {
  it('answers 405 to another method, 415 to a body that is not JSON, 413 over 16 KB', async () => {
    const relay = outboxRelay();
    expect((await relay(post(null, { method: 'GET' }))).status).toBe(405);
    expect((await relay(post(valid, { contentType: 'text/plain' }))).status).toBe(415);
    expect((await relay(post({ ...valid, message: 'x'.repeat(17 * 1024) }))).status).toBe(413);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await outboxRelay()(post(null, { raw: '{"name": ' }));
    expect(await json(response)).toEqual({ error: 'invalid_json' });
  });

  it.each([
    ['id', { id: undefined }],
    ['id', { id: 'x' }],
    ['name', { name: '   ' }],
    ['name', { name: 42 }],
    ['name', { name: 'n'.repeat(201) }],
    ['email', { email: 'zoe@' }],
    ['email', { email: undefined }],
    ['subject', { subject: '' }],
    ['message', { message: 'Court' }],
    ['message', { message: 'm'.repeat(5001) }],
    ['lng', { lng: 'de' }],
    ['draftMs', { draftMs: 'soon' }],
    ['draftMs', { draftMs: -1 }],
    ['body', null],
  ])('answers 400 naming %s', async (field, change) => {
    const response = await outboxRelay()(post(change === null ? [] : { ...valid, ...change }));
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'invalid_field', field });
    expect(readdirSync(outbox)).toEqual([]);
  });
});

describe('header values built from what a visitor typed', () => {
  // NUL, ESC, DEL, NEL (a C1 line break), U+2028, the right-to-left override and an isolate.
  const hostile = 'Devis\u0000\u001b[31m urgent\u007f\u0085Bcc: x@example.com\u2028\u202egnp.exe\u2066!\u2069';

  it('reach the provider with no control or bidirectional character: the subject and the Reply-To name', async () => {
    const api = leadsApi(providerEnv(provider.url), { log });
    const response = await api(post({ ...valid, name: `Zoé\u202e\u0000 Martin\r\n`, subject: hostile }));
    expect(response.status).toBe(200);
    const body = (provider.calls[0]?.body ?? {}) as { subject?: string; reply_to?: string[] };
    expect(body.subject).toBe('New contact message: Devis [31m urgent Bcc: x@example.com gnp.exe !');
    expect(body.reply_to).toEqual(['"Zoé Martin" <zoe@example.fr>']);
    for (const value of [body.subject, ...(body.reply_to ?? [])])
      // eslint-disable-next-line no-control-regex -- the characters the relay must have removed
      expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });

  it('refuses an address that holds such a character, before any header is built from it (issue 45, item 1)', async () => {
    const api = leadsApi(providerEnv(provider.url), { log });
    const response = await api(post({ ...valid, email: 'zoe\u0085\u202e@example.fr' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email' });
    expect(provider.calls).toEqual([]);
  });
});
