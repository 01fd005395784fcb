import { Hono } from 'hono';
import { apiApp } from '../../server/app';
import { readLeadsSettings, type Env } from '../../server/config';
import { nodeLeadsApp, type NodeLeadsOptions } from '../../server/node/nodeLeads';

/** The header the helper's requests carry the client's address in, as a runtime would tell it. */
const CLIENT = 'x-test-client-address';

/** A test's requests to the relays: `(request, { clientAddress })`, answered in process. */
export type LeadsApi = (request: Request, context?: { clientAddress?: string }) => Promise<Response>;

/**
 * The relays as the Node server mounts them under `/api`, with Node's ports, configured from `env` as the
 * server is; answered in process (`app.request`).
 */
export function leadsApi(env: Env, options: NodeLeadsOptions = {}): LeadsApi {
  const leads = nodeLeadsApp(readLeadsSettings(env, 'node'), options);
  const app = new Hono().route(
    '/api',
    apiApp(leads, { clientAddress: (c) => c.req.header(CLIENT) ?? 'unknown', log: options.log ?? console }),
  );
  return async (request, context) => {
    if (context?.clientAddress !== undefined) request.headers.set(CLIENT, context.clientAddress);
    // Answered once what the answer left for after it (a confirmation e-mail) is done, so a test reads the mail;
    // that the answer comes first is tests/e2e/server/edgeRelays.test.ts's to show.
    const afterAnswer: Promise<unknown>[] = [];
    const execution = {
      waitUntil: (work: Promise<unknown>) => afterAnswer.push(work),
      passThroughOnException: () => undefined,
      props: {},
    };
    const response = await app.request(request, undefined, undefined, execution);
    await Promise.allSettled(afterAnswer);
    return response;
  };
}
