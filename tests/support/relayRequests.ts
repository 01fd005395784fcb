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
    // Far above a loopback call on a loaded machine (at 300 ms, two slow calls in a row made a 502); a test that
    // makes the provider hang sets its own.
    EMAIL_API_TIMEOUT_MS: '5000',
    CONSULTATION_RATE_LIMIT: '100',
    NEWSLETTER_SECRET: 'a-test-secret-of-at-least-32-characters',
    EMAIL_AUDIENCE_ID: 'aud_test',
    SITE_PUBLIC_ORIGIN: 'https://agency.test',
  };
}

/** A lead of each kind as the pages send them, their free text hostile to HTML. */
export const sampleLeads = {
  consultation: {
    id: '3f2c4a9e-8b1d-4c2e-9f00-1a2b3c4d5e6f',
    projectType: 'website',
    budget: 'medium',
    timeline: 'oneMonth',
    requirements: 'A shop <script>alert("x")</script> & more',
    lng: 'fr',
  },
  contact: {
    id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    name: 'Zoé <b>Martin</b>',
    email: 'zoe@example.fr',
    subject: 'Un site',
    message: 'Bonjour, <script>alert("x")</script> & merci.',
    lng: 'fr',
    website: '',
    draftMs: 45_000,
  },
  newsletter: {
    id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    email: 'zoe@example.fr',
    lng: 'en',
    website: '',
    draftMs: 9000,
  },
} as const;
