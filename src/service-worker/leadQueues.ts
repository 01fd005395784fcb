/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { site } from '../config/site';
import { isRecord } from '../lib/isRecord';
import { leadKindNames, leadKinds, type LeadKind } from '../lib/leads/kinds';
import { classifyRelayAnswer, deliveredStatus, LEAD_REPLAYED, type LeadReplayed } from '../lib/leads/relayAnswers';

declare const self: ServiceWorkerGlobalScope;

function leadKindOf(request: Request): LeadKind | undefined {
  if (request.method !== 'POST') return undefined;
  const url = new URL(request.url);
  return leadKindNames.find((kind) => {
    const endpoint = new URL(site.leadEndpoints[kind], self.location.origin);
    return url.origin === endpoint.origin && url.pathname === endpoint.pathname;
  });
}

async function notifyClients(message: LeadReplayed): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

async function leadId(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = await request.clone().json();
    return isRecord(body) && typeof body.id === 'string' ? body.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replays the queue by the relay's answer (relayAnswers.ts): Workbox's own replay drops an entry on any HTTP answer, a 503
 * included; here a temporary answer keeps the lead for the next sync.
 */
async function replay(kind: LeadKind, queue: Queue): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry !== undefined; entry = await queue.shiftRequest()) {
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    const body: unknown = await response.json().catch(() => ({}));
    const answer = classifyRelayAnswer(response.status, body);
    if (answer === 'temporary') {
      await queue.unshiftRequest(entry);
      throw new Error(`Replay of a ${kind} lead answered ${String(response.status)}`);
    }
    await notifyClients({
      type: LEAD_REPLAYED,
      kind,
      id: await leadId(entry.request),
      ok: answer === 'delivered',
      status: answer === 'delivered' ? deliveredStatus(body) : undefined,
    });
  }
}

// Entries outlive this worker (7 days): a newer worker replays what an older one queued, by the queue's name.
const queues = Object.fromEntries(
  leadKindNames.map((kind) => [
    kind,
    new Queue(leadKinds[kind].queue, { maxRetentionTime: 7 * 24 * 60, onSync: ({ queue }) => replay(kind, queue) }),
  ]),
) as Record<LeadKind, Queue>;

async function isQueued(queue: Queue, id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const ids = await Promise.all((await queue.getAll()).map((entry) => leadId(entry.request)));
  return ids.includes(id);
}

async function pageIsGone(clientId: string): Promise<boolean> {
  return clientId !== '' && (await self.clients.get(clientId)) === undefined;
}

// A lead whose page went away or cancelled it is not queued: the page that opens next finds its draft unsent and
// sends it, so queuing it too would send it twice (Chromium runs this fetch on after the page goes).
self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const kind = leadKindOf(request);
  if (kind === undefined) return;
  const queue = queues[kind];
  const kept = request.clone();
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      if (request.signal.aborted || (await pageIsGone(event.clientId))) throw error;
      const id = await leadId(kept);
      // The page sends a queued lead again when it reopens: one copy in the queue is enough.
      if (!(await isQueued(queue, id))) await queue.pushRequest({ request: kept });
      return new Response(JSON.stringify({ status: 'queued', id }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
