/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { leadsApi, type LeadsApi } from '../../support/leadsApi';
import { choiceOptions, REQUIREMENTS_MAX_LENGTH } from '../../../src/lib/leads/consultation';
import { FakeProvider } from '../../support/servers/fakeProvider';

const provider = new FakeProvider();
let api: LeadsApi;

beforeAll(async () => {
  await provider.start();
  api = leadsApi(
    {
      EMAIL_API_KEY: 're_property_key',
      EMAIL_API_URL: provider.url,
      EMAIL_FROM: 'Site <site@agency.test>',
      EMAIL_TO: 'team@agency.test',
      // Far above any answer of the provider here, even on a busy machine: past it the relay tries the call again
      // (providerTimeout.test.ts holds it to that), and "exactly once" below would then count two calls. At 2 s it
      // did, once, with the CI's test streams side by side and another job on the machine.
      EMAIL_API_TIMEOUT_MS: '30000',
      CONSULTATION_RATE_LIMIT: '1000000',
      NEWSLETTER_SECRET: 'a-property-secret-of-at-least-32-chars',
      EMAIL_AUDIENCE_ID: 'aud_property',
      SITE_PUBLIC_ORIGIN: 'https://agency.test',
    },
    { log: { info: () => undefined, warn: () => undefined, error: () => undefined } },
  );
});
afterAll(() => provider.stop());
beforeEach(() => {
  provider.calls = [];
});

const post = (body: BodyInit, contentType: string | undefined) =>
  api(
    new Request('http://localhost/api/consultation', {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'Content-Type': contentType },
      body,
    }),
    { clientAddress: '127.0.0.1' },
  );

const contentTypes = fc.constantFrom(undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain');
const uuid = fc.uuid({ version: 4 });
const validRequest = fc.record(
  {
    id: uuid,
    projectType: fc.constantFrom(...choiceOptions.projectType),
    budget: fc.constantFrom(...choiceOptions.budget),
    timeline: fc.constantFrom(...choiceOptions.timeline),
    requirements: fc
      .string({ maxLength: REQUIREMENTS_MAX_LENGTH, unit: 'grapheme' })
      .filter((text) => text.length <= REQUIREMENTS_MAX_LENGTH),
    lng: fc.constantFrom('fr', 'en'),
  },
  { requiredKeys: ['id', 'projectType', 'budget', 'timeline'] },
);

describe('the relay, given anything', () => {
  it('answers arbitrary bytes with a 4xx and never calls the provider', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 20_000 }), contentTypes, async (bytes, contentType) => {
        const response = await post(new Uint8Array(bytes), contentType);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(provider.calls).toEqual([]);
  });

  it('answers any JSON value that is no valid request with 400 and never calls the provider', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          validRequest.chain((valid) => mangled(valid)),
        ),
        async (value) => {
          const response = await post(JSON.stringify(value), 'application/json');
          expect(response.status).toBe(400);
          expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_/) as unknown });
        },
      ),
      { numRuns: 200 },
    );
    expect(provider.calls).toEqual([]);
  });

  it('sends every valid request exactly once, keyed by its id', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, async (request) => {
        const before = provider.calls.length;
        const response = await post(JSON.stringify(request), 'application/json');
        expect(response.status).toBe(200);
        expect(provider.calls).toHaveLength(before + 1);
        expect(provider.calls.at(-1)?.headers['idempotency-key']).toBe(request.id.toLowerCase());
      }),
      { numRuns: 60 },
    );
  });
});

/** A valid request with one field made wrong: a wrong type, an unknown option or a bad id. */
function mangled(valid: Record<string, unknown>) {
  const fields = ['id', 'projectType', 'budget', 'timeline', 'requirements', 'lng'] as const;
  return fc
    .record({
      field: fc.constantFrom(...fields),
      value: fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.string({ maxLength: 12 }).filter((text) => !isAccepted(text)),
        fc.string({ minLength: REQUIREMENTS_MAX_LENGTH + 1, maxLength: REQUIREMENTS_MAX_LENGTH + 10 }),
      ),
    })
    .filter(
      ({ field, value }) =>
        !(field === 'requirements' && typeof value === 'string' && value.length <= REQUIREMENTS_MAX_LENGTH),
    )
    .map(({ field, value }) => ({ ...valid, [field]: value }));
}

const isAccepted = (text: string) =>
  [...choiceOptions.projectType, ...choiceOptions.budget, ...choiceOptions.timeline, 'fr', 'en'].includes(text);
