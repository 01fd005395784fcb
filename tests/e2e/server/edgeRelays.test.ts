import { signToken } from '../../../server/leads/newsletter/token';
import { FakeProvider } from '../../support/servers/fakeProvider';
import { providerEnv, sampleLeads } from '../../support/relayRequests';
import { rawRequest, startRuntime, type Runtime, type RuntimeName } from '../../support/servers/runtimes';
import { until } from '../../support/until';

// The relays' behaviours over HTTP, the same on the Node server and on the built worker in workerd, both in
// provider mode against the stand-in provider on loopback. Node mails a lead before it answers (`sent`); the worker
// keeps it in D1 and answers (`stored`), then its queue sends it (edgeLeadStore.test.ts): tests wait for the e-mail.
// One provider call's time is short here, where a test makes the provider hang twice, and still far above a call's.
const env: Readonly<Record<string, string>> = {
  ...providerEnv(''),
  CONSULTATION_RATE_LIMIT: '5',
  EMAIL_API_TIMEOUT_MS: '1000',
};
const setting = (name: string) => env[name] ?? '';
const SECRET = setting('NEWSLETTER_SECRET');
const { consultation, contact, newsletter: signup } = sampleLeads;
const [CONSULTATION_ID, CONTACT_ID] = [consultation.id, contact.id];

describe.each<RuntimeName>(['node', 'workerd'])('the relays on %s', (name) => {
  const provider = new FakeProvider();
  let runtime: Runtime;
  let clients = 0;
  // Each test is its own client, so the rate limit counts only its own requests.
  let client: Record<string, string>;

  beforeAll(async () => {
    await provider.start();
    runtime = await startRuntime(name, { ...env, EMAIL_API_URL: provider.url });
  });
  afterAll(async () => {
    await runtime.stop();
    await provider.stop();
  });
  beforeEach(() => {
    provider.reset();
    clients += 1;
    client = runtime.from(`203.0.113.${String(clients)}`);
  });

  const post = async (path: string, body: unknown, init: { contentType?: string; raw?: string } = {}) => {
    const response = await rawRequest(`${runtime.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': init.contentType ?? 'application/json', ...client },
      body: init.raw ?? JSON.stringify(body),
    });
    return { ...response, json: JSON.parse(response.body.toString()) as Record<string, unknown> };
  };
  const emails = () => provider.calls.filter((call) => call.path === '/emails');
  const sentHtml = (index = 0) => String((emails()[index]?.body as { html?: string } | undefined)?.html);
  const delivered = name === 'node' ? 'sent' : 'stored';
  const emailed = (count: number) => until(`${String(count)} e-mail(s)`, () => emails().length >= count);

  it('sends a consultation once per id, escaped, from the configured sender to the agency', async () => {
    const first = await post('/api/consultation', consultation);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: delivered, id: CONSULTATION_ID });
    await emailed(1);
    const again = await post('/api/consultation', consultation);
    expect(again.json).toEqual({ status: delivered, id: CONSULTATION_ID });
    expect(provider.delivered).toHaveLength(1);
    for (const call of emails()) {
      expect(call.headers.authorization).toBe(`Bearer ${setting('EMAIL_API_KEY')}`);
      // The provider delivers a key once: the replay is the same e-mail, not a second one.
      expect(call.headers['idempotency-key']).toBe(CONSULTATION_ID);
      expect(call.body).toMatchObject({ from: setting('EMAIL_FROM'), to: [setting('EMAIL_TO')] });
    }
    expect(sentHtml()).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(sentHtml()).not.toContain('<script>');
  });

  it('sends a contact message with the visitor as the reply-to, escaped', async () => {
    const response = await post('/api/contact', contact);
    expect(response.json).toEqual({ status: delivered, id: CONTACT_ID });
    await emailed(1);
    expect(emails()[0]?.body).toMatchObject({
      reply_to: ['"Zoé <b>Martin</b>" <zoe@example.fr>'],
      to: [setting('EMAIL_TO')],
    });
    expect(sentHtml()).toContain('Zoé &lt;b&gt;Martin&lt;/b&gt;');
    expect(sentHtml()).not.toMatch(/<script>|<b>Martin/);
  });

  it.each([
    ['a consultation with the honeypot filled', '/api/consultation', { ...consultation, website: 'spam.example' }],
    ['a contact message with the honeypot filled', '/api/contact', { ...contact, website: 'spam.example' }],
    ['a contact message sent too fast', '/api/contact', { ...contact, draftMs: 300 }],
  ])('answers %s as delivered and sends nothing', async (_case, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: delivered, id: body.id });
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses what is not a lead, before the provider hears of it', async () => {
    const get = await rawRequest(`${runtime.url}/api/consultation`, { headers: client });
    expect([get.status, get.headers.allow]).toEqual([405, 'POST']);
    expect((await post('/api/contact', contact, { contentType: 'text/plain' })).status).toBe(415);
    expect((await post('/api/contact', null, { raw: '{"id": ' })).json).toEqual({ error: 'invalid_json' });
    const invalid = await post('/api/consultation', { ...consultation, projectType: 'castle' });
    expect([invalid.status, invalid.json]).toEqual([400, { error: 'invalid_field', field: 'projectType' }]);
    const large = await post('/api/contact', { ...contact, message: 'x'.repeat(17 * 1024) });
    expect(large.status).toBe(413);
    expect(provider.calls).toHaveLength(0);
  });

  it('limits each client to its rate, by the address the runtime knows', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('/api/contact', null, { raw: '{' })).status).toBe(400);
    const over = await post('/api/contact', contact);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    client = runtime.from('198.51.100.7');
    expect((await post('/api/contact', contact)).status).toBe(200);
  });

  // The worker answers once the lead is kept, whatever the provider does: its queue tries again (edgeLeadStore.test.ts).
  const mailingAtOnce = (title: string, test: () => Promise<void>) => {
    if (name === 'node') it(title, test);
  };

  mailingAtOnce('answers 502 when the provider fails twice, and 422 when it refuses the message for good', async () => {
    provider.answers = [500, 503];
    const failed = await post('/api/consultation', consultation);
    expect([failed.status, failed.json]).toEqual([502, { error: 'provider_failed' }]);
    expect(emails()).toHaveLength(2);
    provider.calls = [];
    provider.answers = [{ status: 422, body: '{"message":"invalid from"}' }];
    const refused = await post('/api/consultation', consultation);
    expect([refused.status, refused.json]).toEqual([422, { error: 'provider_rejected' }]);
    expect(emails()).toHaveLength(1);
  });

  mailingAtOnce(
    'tries a provider that does not answer once more, then answers 502; a 429 is tried again at once',
    async () => {
      provider.answers = ['hang', 'hang'];
      const silent = await post('/api/contact', contact);
      expect([silent.status, silent.json]).toEqual([502, { error: 'provider_failed' }]);
      expect(emails()).toHaveLength(2);
      provider.calls = [];
      provider.answers = [429, 200];
      expect((await post('/api/contact', contact)).json).toEqual({ status: 'sent', id: CONTACT_ID });
      expect(emails().map((call) => call.headers['idempotency-key'])).toEqual([CONTACT_ID, CONTACT_ID]);
      provider.calls = [];
      // A wait longer than one call's time (EMAIL_API_TIMEOUT_MS) is not waited for: the page retries later.
      provider.answers = [{ status: 429, headers: { 'Retry-After': '30' } }];
      expect((await post('/api/contact', contact)).status).toBe(502);
      expect(emails()).toHaveLength(1);
    },
  );

  it('signs up by double opt-in: one e-mail an hour, its link on the configured origin, one subscription', async () => {
    // The Host of the request is loopback; the link must still lead to the public origin.
    const first = await post('/api/newsletter', signup);
    expect(first.status).toBe(200);
    // The e-mail leaves after the answer.
    await until('the confirmation e-mail', () => emails().length === 1);
    expect((await post('/api/newsletter', { ...signup, id: CONSULTATION_ID })).status).toBe(200);
    expect(emails()).toHaveLength(1);
    expect(emails()[0]?.body).toMatchObject({ to: ['zoe@example.fr'] });
    const token = /https:\/\/agency\.test\/en\/newsletter\/confirm\?token=([\w.-]+)/.exec(sentHtml())?.[1];
    expect(token).toBeDefined();

    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.json).toEqual({ status: 'subscribed' });
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    const contacts = provider.calls.filter(
      (call) => call.path === `/audiences/${setting('EMAIL_AUDIENCE_ID')}/contacts`,
    );
    expect(contacts).toHaveLength(2);
    expect(contacts[0]?.body).toEqual({ email: 'zoe@example.fr', unsubscribed: false });
    expect(new Set(contacts.map((call) => call.headers['idempotency-key'])).size).toBe(1);
  });

  mailingAtOnce(
    'answers a sign-up before the e-mail leaves, whether or not the mailbox had one this hour (issue 45, item 4)',
    async () => {
      // The provider answers nothing until two e-mails are in: any answer that waited for it would come last.
      provider.holdUntil = 2;
      const fresh = await post('/api/newsletter', { ...signup, email: 'fresh@example.fr' });
      const again = await post('/api/newsletter', { ...signup, email: 'fresh@example.fr', id: CONSULTATION_ID });
      expect(provider.delivered).toEqual([]);
      expect([fresh.status, fresh.json, again.status, again.json]).toEqual([
        200,
        { status: 'sent', id: signup.id },
        200,
        { status: 'sent', id: CONSULTATION_ID },
      ]);
      // Another mailbox's e-mail releases the provider: both leave, after their answers.
      const other = await post('/api/newsletter', { ...signup, email: 'other@example.fr', id: CONTACT_ID });
      expect(other.status).toBe(200);
      await until('both confirmations to leave', () => provider.delivered.length === 2);
      expect(provider.delivered.map((call) => call.body.to)).toEqual([['fresh@example.fr'], ['other@example.fr']]);
    },
  );

  it('records nothing for a forged or expired token, and sends nothing for a robot', async () => {
    const genuine = await signToken({ email: 'zoe@example.fr', lng: 'fr' }, SECRET);
    const forged = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post('/api/newsletter/confirm', { token: forged })).json).toEqual({
      error: 'invalid_token',
      reason: 'invalid',
    });
    const expired = await signToken({ email: 'zoe@example.fr', lng: 'fr' }, SECRET, Date.now() - 8 * 86_400_000);
    expect((await post('/api/newsletter/confirm', { token: expired })).json).toEqual({
      error: 'invalid_token',
      reason: 'expired',
    });
    const robot = await post('/api/newsletter', { ...signup, email: 'robot@example.fr', website: 'x' });
    expect(robot.status).toBe(200);
    expect(provider.calls).toHaveLength(0);
  });
});

describe.each<RuntimeName>(['node', 'workerd'])(
  'the relays on %s with only a key, a sender and a recipient',
  (name) => {
    const provider = new FakeProvider();
    let runtime: Runtime;

    beforeAll(async () => {
      await provider.start();
      runtime = await startRuntime(name, {
        EMAIL_API_KEY: 're_only_three_settings',
        EMAIL_FROM: 'Studio Nova <site@agency.test>',
        EMAIL_TO: 'team@agency.test',
        // Where the stand-in provider listens: the production default is the provider's own address.
        EMAIL_API_URL: provider.url,
      });
    });
    afterAll(async () => {
      await runtime.stop();
      await provider.stop();
    });

    it('delivers a consultation and a contact message, and answers the newsletter newsletter_off', async () => {
      const post = async (path: string, body: unknown) => {
        const response = await rawRequest(`${runtime.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...runtime.from('203.0.113.50') },
          body: JSON.stringify(body),
        });
        return [response.status, JSON.parse(response.body.toString()) as unknown];
      };
      const delivered = name === 'node' ? 'sent' : 'stored';
      expect(await post('/api/consultation', consultation)).toEqual([200, { status: delivered, id: CONSULTATION_ID }]);
      expect(await post('/api/contact', contact)).toEqual([200, { status: delivered, id: CONTACT_ID }]);
      await until('both e-mails', () => provider.calls.length === 2);
      expect(provider.calls.map((call) => (call.body as { to?: unknown }).to)).toEqual([
        ['team@agency.test'],
        ['team@agency.test'],
      ]);
      expect(await post('/api/newsletter', signup)).toEqual([503, { error: 'newsletter_off' }]);
      expect(await post('/api/newsletter/confirm', { token: 'x.y' })).toEqual([503, { error: 'newsletter_off' }]);
      expect(provider.calls).toHaveLength(2);
      // Said once, at start (on the worker, its first request's).
      const said = () =>
        runtime
          .output()
          .split('\n')
          .filter((line) => line.includes('The newsletter is off'));
      await runtime.printed('that the newsletter is off', () => said().length > 0);
      expect(said()).toEqual([
        expect.stringContaining('(NEWSLETTER_SECRET, EMAIL_AUDIENCE_ID, SITE_PUBLIC_ORIGIN not set)'),
      ]);
    });
  },
);
