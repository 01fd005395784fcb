/**
 * @jest-environment node
 */
import { Hono } from 'hono';
import { apiApp } from '../../../server/app';
import { edgeLeads } from '../../../server/edge/edgeLeads';
import { platformClientAddress } from '../../../server/edge/edgeSite';
import { providerEnv, relayRequest } from '../../support/relayRequests';

const addressOf = async (trustedProxies: number, headers: Record<string, string>) => {
  const app = new Hono().get('/', (c) => c.text(platformClientAddress(trustedProxies)(c)));
  return (await app.request('/', { headers })).text();
};

describe('the client address on Cloudflare', () => {
  it('is CF-Connecting-IP, whatever X-Forwarded-For the client wrote', async () => {
    expect(await addressOf(0, { 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': '10.0.0.1' })).toBe(
      '203.0.113.7',
    );
    expect(await addressOf(0, {})).toBe('unknown');
  });

  it('behind a trusted proxy, is the address that proxy saw, with the peer Cloudflare appended counted once', async () => {
    // A CDN at 198.51.100.2 proxies the visitor 203.0.113.7; a forged entry sits further left.
    const headers = { 'CF-Connecting-IP': '198.51.100.2', 'X-Forwarded-For': '6.6.6.6, 203.0.113.7, 198.51.100.2' };
    expect(await addressOf(1, headers)).toBe('203.0.113.7');
    expect(await addressOf(1, { ...headers, 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await addressOf(1, { 'CF-Connecting-IP': '198.51.100.2' })).toBe('198.51.100.2');
  });
});

describe('the API on a worker', () => {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  beforeEach(() => {
    for (const fn of Object.values(log)) fn.mockReset();
  });
  // The bindings wrangler.jsonc declares; no request of these tests reaches them.
  const unused = () => {
    throw new Error('not reached by these requests');
  };
  const storeBindings = { LEADS_DB: { prepare: unused }, LEAD_QUEUE: { send: unused } };
  const workerApi = (env: Record<string, string>, bindings: Record<string, unknown> = storeBindings) =>
    new Hono().route(
      '/api',
      apiApp(edgeLeads(env, bindings, 1095, log).api, { clientAddress: () => '203.0.113.7', log }),
    );
  const paths = ['/consultation', '/contact', '/newsletter', '/newsletter/confirm'];

  it('answers every path 503 without a provider key, one log line per request saying why', async () => {
    const api = workerApi({});
    for (const path of paths) {
      const response = await api.request(relayRequest(`/api${path}`, {}));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: 'unavailable' });
    }
    expect(log.error).toHaveBeenCalledTimes(4);
    expect(log.error).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /: 503, the API is not configured: EMAIL_API_KEY is not set: the worker keeps each lead in D1/,
      ),
    );
  });

  it('takes no lead without its D1 and queue bindings, even with the provider’s settings: 503, naming them', async () => {
    const api = workerApi(providerEnv('http://127.0.0.1:9/emails'), { LEADS_DB: 'not a database' });
    const response = await api.request(relayRequest('/api/consultation', {}));
    expect([response.status, await response.json()]).toEqual([503, { error: 'unavailable' }]);
    expect(log.error.mock.calls).toEqual([
      [
        'POST /api/consultation: 503, the API is not configured: the D1 binding LEADS_DB and the queue binding LEAD_QUEUE are not set: the worker keeps each lead in D1 and sends it through its queue to the e-mail provider, and takes none without them (wrangler.jsonc, docs/deploy.md)',
      ],
    ]);
  });

  it('runs the relays with the provider’s settings alone; the newsletter is off, said once at start', async () => {
    const env = providerEnv('http://127.0.0.1:9/emails');
    const api = workerApi({ ...env, NEWSLETTER_SECRET: '' });
    expect(log.warn.mock.calls).toEqual([
      [expect.stringContaining('The newsletter is off (NEWSLETTER_SECRET not set)')],
    ]);
    expect((await api.request(relayRequest('/api/contact', {}))).status).toBe(400);
    const off = await api.request(relayRequest('/api/newsletter', {}));
    expect([off.status, await off.json()]).toEqual([503, { error: 'newsletter_off' }]);
    const ready = workerApi(env);
    expect((await ready.request(relayRequest('/api/newsletter', {}))).status).toBe(400);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('refuses SMTP_URL at start, in one line saying why, and answers the API 503', async () => {
    const api = workerApi({
      SMTP_URL: 'smtp://site:s3cret-pass@mail.example.fr:587',
      EMAIL_FROM: 'a@b.fr',
      EMAIL_TO: 'c@d.fr',
    });
    expect(log.error.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^The lead relays are off: SMTP_URL is set, but the worker .*SMTP needs the Node server$/,
        ),
      ],
    ]);
    const response = await api.request(relayRequest('/api/consultation', {}));
    expect([response.status, await response.json()]).toEqual([503, { error: 'unavailable' }]);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('s3cret-pass');
  });
});
