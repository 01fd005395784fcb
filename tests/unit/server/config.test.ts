/**
 * @jest-environment node
 */
import { ConfigError, readLeadsSettings, readRetentionDays, readServerConfig, type Env } from '../../../server/config';

const mail = { EMAIL_API_KEY: 're_key', EMAIL_FROM: 'Studio Nova <site@example.fr>', EMAIL_TO: 'team@example.fr' };
const smtp = {
  SMTP_URL: 'smtp://site%40example.fr:s3cret-Pa55@mail.example.fr:587',
  EMAIL_FROM: 'site@example.fr',
  EMAIL_TO: 'team@example.fr',
};

/** The error reading `env` throws: it must be a ConfigError, on one line, naming its variable. */
function refusal(env: Env, read: (env: Env) => unknown = readServerConfig): ConfigError {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.message).not.toContain('\n');
    expect(configError.message).toContain(configError.variable);
    return configError;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the server’s configuration', () => {
  it('reads the defaults: the outbox, no mail, the newsletter on with a kept secret', () => {
    const config = readServerConfig({});
    expect(config.node).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: 'dist',
      requestTimeoutMs: 30_000,
      maxConnections: 1000,
      maxConnectionsPerClient: 100,
      idleTimeoutMs: 5000,
    });
    // A connection that never speaks is closed long before the header timeout would drop it (issue 45, item 2).
    expect(config.node.idleTimeoutMs).toBeLessThan(config.node.requestTimeoutMs);
    expect(config.trustedProxies).toBe(0);
    expect(config.photos).toEqual({ upstream: 'https://images.unsplash.com', cacheDir: 'var/photos' });
    expect(config.leads).toMatchObject({
      rateLimitPerMinute: 10,
      mail: undefined,
      delivery: 'store',
      store: { dir: 'var/outbox', consultationsDir: undefined },
      newsletter: { enabled: true, secret: undefined, publicOrigin: 'http://localhost:8080' },
    });
  });

  it('is frozen all the way down', () => {
    const config = readServerConfig(mail);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.leads.mail)).toBe(true);
    expect(Object.isFrozen(config.leads.newsletter)).toBe(true);
  });

  it('with only an API key, a sender and a recipient: mail for every lead, the newsletter off and why', () => {
    const { leads } = readServerConfig(mail);
    expect(leads.delivery).toBe('mail');
    expect(leads.mail).toEqual({
      kind: 'api',
      url: 'https://api.resend.com/emails',
      key: 're_key',
      from: 'Studio Nova <site@example.fr>',
      to: 'team@example.fr',
      timeoutMs: 10_000,
    });
    expect(leads.newsletter).toEqual({
      enabled: false,
      missing: ['NEWSLETTER_SECRET', 'EMAIL_AUDIENCE_ID', 'SITE_PUBLIC_ORIGIN'],
    });
  });

  it('reads SMTP_URL: STARTTLS on 587 by default, TLS on 465 with smtps, the login decoded', () => {
    expect(readLeadsSettings(smtp, 'node').mail).toEqual({
      kind: 'smtp',
      host: 'mail.example.fr',
      port: 587,
      secure: false,
      user: 'site@example.fr',
      password: 's3cret-Pa55',
      from: 'site@example.fr',
      to: 'team@example.fr',
      timeoutMs: 10_000,
    });
    expect(readLeadsSettings({ ...smtp, SMTP_URL: 'smtps://mail.example.fr' }, 'node').mail).toMatchObject({
      port: 465,
      secure: true,
      user: undefined,
      password: undefined,
    });
    // SMTP has no audience: the newsletter needs its secret and origin, and keeps subscribers in the store.
    const newsletter = { NEWSLETTER_SECRET: 'x'.repeat(32), SITE_PUBLIC_ORIGIN: 'https://www.example.fr' };
    expect(readLeadsSettings({ ...smtp, ...newsletter }, 'node').newsletter).toMatchObject({
      enabled: true,
      audienceId: undefined,
    });
  });

  it('reads LEAD_RATE_LIMIT, and its older name CONSULTATION_RATE_LIMIT; the new one wins', () => {
    expect(readLeadsSettings({ CONSULTATION_RATE_LIMIT: '5' }, 'node').rateLimitPerMinute).toBe(5);
    expect(readLeadsSettings({ LEAD_RATE_LIMIT: '7', CONSULTATION_RATE_LIMIT: '5' }, 'node').rateLimitPerMinute).toBe(
      7,
    );
  });
  it('keeps leads the days the build states; an older build’s, LEAD_RETENTION_DAYS’s or three years', () => {
    expect(readRetentionDays({}, 400)).toBe(400);
    expect(readRetentionDays({ LEAD_RETENTION_DAYS: '400' }, 400)).toBe(400);
    expect(readRetentionDays({ LEAD_RETENTION_DAYS: '30' }, undefined)).toBe(30);
    expect(readRetentionDays({}, undefined)).toBe(1095);
  });
  it('caps one client’s connections unless every connection comes through trusted proxies, where it is the proxies’ to cap', () => {
    expect(readServerConfig({ TRUST_PROXY: '1' }).node.maxConnectionsPerClient).toBeUndefined();
    expect(readServerConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_CLIENT: '500' }).node.maxConnectionsPerClient).toBe(
      500,
    );
    expect(readServerConfig({ MAX_CONNECTIONS_PER_CLIENT: '8' }).node.maxConnectionsPerClient).toBe(8);
  });
});

describe('each wrong value stops the start, in one line naming its variable', () => {
  it.each([
    ['PORT', { PORT: '99999' }],
    ['PORT', { PORT: 'eighty' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '0' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: '1.5' }],
    ['MAX_CONNECTIONS_PER_CLIENT', { MAX_CONNECTIONS_PER_CLIENT: '0' }],
    ['IDLE_TIMEOUT_MS', { IDLE_TIMEOUT_MS: 'soon' }],
    ['TRUST_PROXY', { TRUST_PROXY: '11' }],
    ['EMAIL_API_TIMEOUT_MS', { ...mail, EMAIL_API_TIMEOUT_MS: 'soon' }],
    ['SMTP_TIMEOUT_MS', { ...smtp, SMTP_TIMEOUT_MS: '-1' }],
  ])('%s out of its range: %p', (variable, env) => {
    const error = refusal(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid ${variable}: .* \\(a whole number from \\d+ to \\d+\\)$`));
  });

  it.each([
    ['LEAD_RATE_LIMIT', { LEAD_RATE_LIMIT: '0' }],
    ['CONSULTATION_RATE_LIMIT', { CONSULTATION_RATE_LIMIT: 'ten' }],
  ])('%s, a rate limit that is no positive whole number', (variable, env) => {
    expect(refusal(env).variable).toBe(variable);
  });

  it('LEAD_RETENTION_DAYS that is no number of days, or not the one the build’s privacy notice states', () => {
    const retention = (built: number | undefined) => (env: Env) => readRetentionDays(env, built);
    expect(refusal({ LEAD_RETENTION_DAYS: '0' }, retention(undefined)).message).toBe(
      'Invalid LEAD_RETENTION_DAYS: 0 (a whole number of days from 1 to 3650)',
    );
    expect(refusal({ LEAD_RETENTION_DAYS: '2.5' }, retention(1095)).variable).toBe('LEAD_RETENTION_DAYS');
    expect(refusal({ LEAD_RETENTION_DAYS: '30' }, retention(1095)).message).toMatch(
      /^LEAD_RETENTION_DAYS is 30 here, but the build’s privacy notice says 1095 days: build again/,
    );
  });

  it('PHOTO_UPSTREAM that is no http(s) origin', () => {
    expect(refusal({ PHOTO_UPSTREAM: 'ftp://photos.example' }).message).toBe(
      'Invalid PHOTO_UPSTREAM: ftp://photos.example (an http or https address, without query)',
    );
  });

  it.each([
    ['EMAIL_FROM', { EMAIL_API_KEY: 'k', EMAIL_TO: 'c@d.co' }],
    ['EMAIL_TO', { EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.co' }],
    ['EMAIL_FROM', { SMTP_URL: 'smtp://mail.example.fr' }],
  ])('%s missing beside a way to send mail', (variable, env) => {
    const error = refusal(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(/is set, so EMAIL_FROM and EMAIL_TO must be set too$/);
  });

  it('EMAIL_FROM that is no address', () => {
    expect(refusal({ ...mail, EMAIL_FROM: 'Studio Nova' }).variable).toBe('EMAIL_FROM');
    expect(refusal({ ...mail, EMAIL_FROM: 'Studio Nova <site>' }).variable).toBe('EMAIL_FROM');
  });

  it('EMAIL_API_KEY and SMTP_URL both set', () => {
    expect(refusal({ ...mail, SMTP_URL: smtp.SMTP_URL }).message).toBe(
      'EMAIL_API_KEY and SMTP_URL are both set: choose one way for mail to leave',
    );
  });

  it.each([
    ['not a URL', 'mail.example.fr:587'],
    ['another scheme', 'https://user:s3cret-Pa55@mail.example.fr'],
    ['a path', 'smtp://user:s3cret-Pa55@mail.example.fr:587/inbox'],
    ['a password with a slash left unencoded', 'smtp://user:s3cret-Pa55/x@mail.example.fr'],
    ['without its scheme', 'user:s3cret-Pa55@mail.example.fr'],
  ])('SMTP_URL that is %s, shown without its password', (_case, url) => {
    const error = refusal({ ...smtp, SMTP_URL: url });
    expect(error.variable).toBe('SMTP_URL');
    expect(error.message).toMatch(/^Invalid SMTP_URL: .*such as smtp:\/\/user:password@host:587\)$/);
    expect(error.message).not.toContain('s3cret-Pa55');
  });

  it('SMTP_URL on the worker, which sends through an HTTP API only', () => {
    const error = refusal(smtp, (env) => readLeadsSettings(env, 'worker'));
    expect(error.variable).toBe('SMTP_URL');
    expect(error.message).toMatch(/the worker sends through an e-mail provider’s HTTP API only/);
    expect(error.message).not.toContain('s3cret-Pa55');
  });

  it('NEWSLETTER_SECRET shorter than 32 characters, with or without mail', () => {
    for (const env of [{ NEWSLETTER_SECRET: 'short' }, { ...mail, NEWSLETTER_SECRET: 'x'.repeat(31) }])
      expect(refusal(env).message).toMatch(/^NEWSLETTER_SECRET must be at least 32 characters long/);
  });
});
