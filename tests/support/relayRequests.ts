/** A request to the relay at `path`: JSON `body` by default, or `raw` text, another type or another method. */
export function relayRequest(
  path: string,
  body: unknown,
  init: { contentType?: string; method?: string; raw?: string } = {},
): Request {
  const method = init.method ?? 'POST';
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': init.contentType ?? 'application/json' },
    body: method === 'GET' ? null : (init.raw ?? JSON.stringify(body)),
  });
}

/** The relay's settings in provider mode against the stand-in provider at `providerUrl`. */
export function providerEnv(providerUrl: string): Record<string, string> {
  return {
    EMAIL_API_KEY: 're_test_key',
    EMAIL_API_URL: providerUrl,
    EMAIL_FROM: 'Site <site@agency.test>',
    EMAIL_TO: 'team@agency.test',
    EMAIL_API_TIMEOUT_MS: '300',
    CONSULTATION_RATE_LIMIT: '100',
    NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters',
    EMAIL_AUDIENCE_ID: 'aud_test',
    SITE_PUBLIC_ORIGIN: 'https://agency.test',
  };
}
