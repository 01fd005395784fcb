/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadsApi } from '../../support/leadsApi';
import { relayRequest, sampleLeads } from '../../support/relayRequests';
import { decodedHeader, FakeSmtpServer, silentServer } from '../../support/servers/smtpServer';

// The relays sending through a real SMTP server on loopback (smtp-server), answered in process.
const PASSWORD = 'p4ss-w0rd/with:odd@chars';
const consultation = {
  ...sampleLeads.consultation,
  contact: { name: 'Camille Martin', email: 'camille@example.com', company: '', phone: '' },
};
const contact = {
  ...sampleLeads.contact,
  subject: 'Un site\r\nBcc: victim@example.com',
  message: 'Bonjour, <script>alert("x")</script> & merci.\nÀ bientôt',
};
const [CONSULTATION_ID, CONTACT_ID, SIGNUP_ID] = [consultation.id, contact.id, sampleLeads.newsletter.id];

const smtp = new FakeSmtpServer();
let outbox: string;
let logged: string[];
const log = {
  info: (message: string) => logged.push(message),
  warn: (message: string) => logged.push(message),
  error: (message: string) => logged.push(message),
};

beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received = [];
  smtp.answers = [];
  smtp.attempts = 0;
  logged = [];
  outbox = mkdtempSync(path.join(tmpdir(), 'smtp-outbox-'));
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
});

const smtpEnv = (port = smtp.port, timeoutMs = 2000) => ({
  SMTP_URL: `smtp://site%40agency.test:${encodeURIComponent(PASSWORD)}@127.0.0.1:${String(port)}`,
  SMTP_TIMEOUT_MS: String(timeoutMs),
  EMAIL_FROM: 'Studio Nova <site@agency.test>',
  EMAIL_TO: 'team@agency.test',
  OUTBOX_DIR: outbox,
  NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters',
  SITE_PUBLIC_ORIGIN: 'https://agency.test',
  LEAD_RATE_LIMIT: '100',
});
const relay = (env = smtpEnv()) => leadsApi(env, { log });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('mail by SMTP', () => {
  it('delivers a consultation from EMAIL_FROM to EMAIL_TO, answered to the visitor, escaped, with a text part', async () => {
    const response = await relay()(relayRequest('/api/consultation', consultation));
    expect(await json(response)).toEqual({ status: 'sent', id: CONSULTATION_ID });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.user).toBe('site@agency.test');
    expect(mail?.from).toBe('site@agency.test');
    expect(mail?.to).toEqual(['team@agency.test']);
    expect(mail?.headers.from).toBe('Studio Nova <site@agency.test>');
    expect(mail?.headers.to).toBe('team@agency.test');
    expect(mail?.headers.subject).toBe('New Project Consultation Request');
    expect(mail?.headers['reply-to']).toBe('Camille Martin <camille@example.com>');
    expect(mail?.headers['message-id']).toBe(`<${CONSULTATION_ID}@agency.test>`);
    expect(mail?.html).toContain('A shop &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('Requirements: A shop <script>alert("x")</script> & more');
    expect(mail?.text).toContain('Name: Camille Martin');
    expect(mail?.text).not.toMatch(/<(td|th|tr|table|h1|p|br)\b/);
  });

  it('delivers a contact message with the visitor’s subject on one line and the visitor as Reply-To', async () => {
    const response = await relay()(relayRequest('/api/contact', contact));
    expect(await json(response)).toEqual({ status: 'sent', id: CONTACT_ID });
    const [mail] = smtp.received;
    expect(decodedHeader(mail?.headers.subject ?? '')).toBe('New contact message: Un site Bcc: victim@example.com');
    expect(mail?.to).toEqual(['team@agency.test']);
    // The name as one encoded word, its `<` and `>` included: nothing in it can pass for an address.
    expect(mail?.headers['reply-to']).toBe('=?UTF-8?Q?Zo=C3=A9_=3Cb=3EMartin=3C/b=3E?= <zoe@example.fr>');
    expect(mail?.html).toContain('Zoé &lt;b&gt;Martin&lt;/b&gt;');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; merci.<br>À bientôt');
    expect(mail?.html).not.toMatch(/<script|<b>/);
    expect(mail?.text).toContain('Bonjour, <script>alert("x")</script> & merci.\nÀ bientôt');
  });

  it('sends the newsletter’s confirmation to the visitor, and keeps the confirmed subscriber in the store', async () => {
    const api = relay();
    const signup = sampleLeads.newsletter;
    expect(await json(await api(relayRequest('/api/newsletter', signup)))).toEqual({ status: 'sent', id: SIGNUP_ID });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['zoe@example.fr']);
    const token = /confirm\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.html).toContain(`https://agency.test/en/newsletter/confirm?token=${token}`);
    const confirmed = await api(relayRequest('/api/newsletter/confirm', { token }));
    expect(await json(confirmed)).toEqual({ status: 'subscribed', already: false });
    expect(readdirSync(path.join(outbox, 'newsletter'))).toHaveLength(1);
  });

  it('sends an id once, however often it is replayed, also after a restart on the same store', async () => {
    const first = relay();
    const answers = await Promise.all([1, 2, 3].map(() => first(relayRequest('/api/contact', contact))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await first(relayRequest('/api/contact', contact))).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(readdirSync(path.join(outbox, 'sent'))).toEqual([`${CONTACT_ID}.json`]);

    const restarted = relay();
    expect(await json(await restarted(relayRequest('/api/contact', contact)))).toEqual({
      status: 'sent',
      id: CONTACT_ID,
    });
    expect(smtp.received).toHaveLength(1);
    expect((await restarted(relayRequest('/api/consultation', consultation))).status).toBe(200);
    expect(smtp.received).toHaveLength(2);
  });

  it('tries a temporary refusal (421) once more, and answers sent', async () => {
    smtp.answers = [{ code: 421, message: 'Too busy, try later' }];
    const response = await relay()(relayRequest('/api/contact', contact));
    expect(await json(response)).toEqual({ status: 'sent', id: CONTACT_ID });
    expect(smtp.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers 502 provider_failed after two temporary refusals, and sends the lead when it is replayed', async () => {
    smtp.answers = [
      { code: 451, message: 'Local error' },
      { code: 452, message: 'Out of room' },
    ];
    const api = relay();
    const failed = await api(relayRequest('/api/contact', contact));
    expect([failed.status, await json(failed)]).toEqual([502, { error: 'provider_failed' }]);
    expect(logged.join('\n')).toMatch(/The SMTP server failed twice: .*452/);
    expect((await api(relayRequest('/api/contact', contact))).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers 422 provider_rejected to a final refusal (550), without a second try', async () => {
    smtp.answers = [{ code: 550, message: 'Mailbox unavailable' }];
    const response = await relay()(relayRequest('/api/contact', contact));
    expect([response.status, await json(response)]).toEqual([422, { error: 'provider_rejected' }]);
    expect(smtp.attempts).toBe(1);
    expect(logged.join('\n')).toContain('Mailbox unavailable');
  });

  it('answers 502 within the timeout, tried twice, when the server never says a word', async () => {
    const silent = await silentServer();
    try {
      const started = Date.now();
      const response = await relay(smtpEnv(silent.port, 300))(relayRequest('/api/contact', contact));
      expect([response.status, await json(response)]).toEqual([502, { error: 'provider_failed' }]);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(600);
      expect(elapsed).toBeLessThan(3000);
      expect(logged.join('\n')).toMatch(/failed twice: (Greeting never received|Timeout)/);
    } finally {
      await silent.stop();
    }
  });

  it('answers 502 when nothing listens, and never shows the password in an answer or a log line', async () => {
    const silent = await silentServer();
    const port = silent.port;
    await silent.stop();
    const response = await relay(smtpEnv(port))(relayRequest('/api/contact', contact));
    const body = await response.text();
    expect(response.status).toBe(502);
    expect(logged.length).toBeGreaterThan(0);
    for (const text of [body, ...logged]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(encodeURIComponent(PASSWORD));
    }
  });
});

describe('a server that echoes the password in its refusal', () => {
  const echoing = new FakeSmtpServer();
  beforeAll(() => echoing.start());
  afterAll(() => echoing.stop());

  it('is quoted in the log without it', async () => {
    echoing.answers = [{ code: 554, message: `Refused for ${PASSWORD}` }];
    const response = await relay(smtpEnv(echoing.port))(relayRequest('/api/contact', contact));
    expect(response.status).toBe(422);
    expect(logged.join('\n')).toContain('Refused for …');
    expect(logged.join('\n')).not.toContain(PASSWORD);
  });
});
