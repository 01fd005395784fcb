/**
 * @jest-environment node
 */
import { Hono } from 'hono';
import { edgeApiRoutes, platformClientAddress } from '../../../server/edge/edgeSite';
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
  const log = { info: jest.fn(), error: jest.fn() };
  beforeEach(() => {
    log.error.mockReset();
  });

  it('answers every path 503 without a provider key, one log line per request saying why', async () => {
    const routes = edgeApiRoutes({}, log);
    expect(Object.keys(routes)).toEqual(['/consultation', '/contact', '/newsletter', '/newsletter/confirm']);
    for (const handler of Object.values(routes)) {
      const response = await handler(relayRequest('/api/x', {}));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: 'unavailable' });
    }
    expect(log.error).toHaveBeenCalledTimes(4);
    expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining('EMAIL_API_KEY is not set'));
  });

  it('names the settings provider mode lacks, and runs the relays once they are all there', async () => {
    const withoutSecret = { ...providerEnv('http://127.0.0.1:9/emails'), NEWSLETTER_SECRET: '' };
    const response = await edgeApiRoutes(withoutSecret, log)['/contact']?.(relayRequest('/api/contact', {}));
    expect(response?.status).toBe(503);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('NEWSLETTER_SECRET'));
    const ready = edgeApiRoutes(providerEnv('http://127.0.0.1:9/emails'), log);
    expect((await ready['/contact']?.(relayRequest('/api/contact', {})))?.status).toBe(400);
  });
});
