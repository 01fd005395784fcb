import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { leadKinds, type LeadKind } from '../../src/lib/leads/kinds';
import type { DeliveredStatus } from '../../src/lib/leads/relayAnswers';
import { spamTraps, validBody, type Parsed } from './middleware';
import type { LeadsEnv, LeadsLog } from './ports';

/** One kind of lead on the server, the same shape for every kind: how its body is read and what delivering it does. */
export interface LeadRelay<Lead extends { id: string }> {
  /** Its contract's parser (src/lib/leads/<kind>.ts), with any rule only the server can apply. */
  parse(body: unknown): Parsed<Lead>;
  /** Mails or keeps the lead (./delivery.ts), and says which; `afterAnswer` takes work that may finish after it. */
  deliver(lead: Lead, afterAnswer: AfterAnswer): Promise<DeliveredStatus>;
  /** Further steps under the kind's path, each a JSON body answered with JSON (the newsletter's `/confirm`). */
  steps?: Readonly<Record<`/${string}`, (body: unknown) => Promise<object>>>;
}

/** Lets work finish after the answer: on the runtime's `waitUntil` (a worker's, or the Node server's, whose stop waits for it). */
export type AfterAnswer = (work: Promise<unknown>) => void;

/** The request's `waitUntil`; where the runtime gives none (the development server), the work runs on by itself. */
function afterAnswerOf(c: Context): AfterAnswer {
  try {
    const execution = c.executionCtx;
    return (work) => {
      execution.waitUntil(work);
    };
  } catch {
    return () => undefined;
  }
}

export interface RelayContext {
  /** Every lead path's checks, before the body is read: the method, the rate limit, a JSON body within bounds. */
  checks: readonly MiddlewareHandler<LeadsEnv>[];
  /** What a delivered lead is answered, and so a spam trap's catch too. */
  status: DeliveredStatus;
  log: LeadsLog;
}

/**
 * `POST /api/<kind>` and its steps: the shared checks, the body by the kind's contract (400 naming the field), the
 * spam traps (answered as delivered, delivered nowhere), then the delivery, answered with what became of the lead.
 */
export function leadApp<Lead extends { id: string }>(
  kind: LeadKind,
  relay: LeadRelay<Lead>,
  { checks, status, log }: RelayContext,
) {
  const app = new Hono<LeadsEnv>();
  app.use('/', ...checks);
  app.post(
    '/',
    validBody((body) => relay.parse(body)),
    spamTraps(kind, { timed: leadKinds[kind].timed, status, log }),
    async (c) => {
      const { lead } = c.req.valid('json');
      return c.json({ status: await relay.deliver(lead, afterAnswerOf(c)), id: lead.id });
    },
  );
  for (const [path, step] of Object.entries(relay.steps ?? {})) {
    app.use(path, ...checks);
    app.post(path, validBody(readJson), async (c) => c.json(await step(c.req.valid('json').body)));
  }
  return app;
}

const readJson = (body: unknown): Parsed<unknown> => ({ ok: true, lead: body });
