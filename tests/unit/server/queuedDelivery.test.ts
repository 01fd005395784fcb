/**
 * @jest-environment node
 */
import { Hono } from 'hono';
import { apiApp } from '../../../server/app';
import { readLeadsSettings } from '../../../server/config';
import { sendingOnce } from '../../../server/leads/delivery';
import { createLeadsApp } from '../../../server/leads/app';
import { MailFailed, MailRejected, StoreUnavailable } from '../../../server/leads/errors';
import type { LeadStore, MailMessage, QueuedLead, StoreFolder } from '../../../server/leads/ports';
import { sendKept } from '../../../server/leads/sendKept';
import { providerEnv, relayRequest, sampleLeads } from '../../support/relayRequests';

// The worker's delivery in process, with a store and a queue in memory: kept, then queued, then sent by the
// consumer once. In workerd with D1 and Queues: tests/e2e/server/edgeLeadStore.test.ts.
const { consultation, contact, newsletter } = sampleLeads;

/** A store in memory that keeps a name once, as the outbox and D1 do. */
function memoryStore(): LeadStore & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  const key = (folder: StoreFolder, name: string) => `${folder}/${name}`;
  return {
    records,
    keep: (folder, name, record) => {
      if (records.has(key(folder, name))) return Promise.resolve('already');
      records.set(key(folder, name), record);
      return Promise.resolve('kept');
    },
    has: (folder, name) => Promise.resolve(records.has(key(folder, name))),
    read: (folder, name) => Promise.resolve(records.get(key(folder, name))),
    remove: (folder, name) => Promise.resolve(records.delete(key(folder, name))),
    purge: () => Promise.resolve({}),
  };
}

function setup({ queueFails = false } = {}) {
  const store = memoryStore();
  const queued: QueuedLead[] = [];
  const sent: MailMessage[] = [];
  let mailAnswer: Error | undefined;
  const provider = {
    idempotent: true,
    send: (message: MailMessage) => {
      if (mailAnswer !== undefined) return Promise.reject(mailAnswer);
      sent.push(message);
      return Promise.resolve();
    },
  };
  const queue = {
    enqueue: (lead: QueuedLead) => {
      if (queueFails) return Promise.reject(new StoreUnavailable('The queue LEAD_QUEUE cannot take it: injected'));
      queued.push(lead);
      return Promise.resolve();
    },
  };
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const settings = readLeadsSettings(providerEnv('http://127.0.0.1:9/emails'), 'worker');
  const leads = createLeadsApp({ settings, store, queue, mail: provider, log });
  const app = new Hono().route('/api', apiApp(leads, { clientAddress: () => '203.0.113.7', log }));
  // Answered once what the answer left for after it is done (a confirmation e-mail's keeping and queueing).
  const afterAnswer: Promise<unknown>[] = [];
  const execution = {
    waitUntil: (work: Promise<unknown>) => afterAnswer.push(work),
    passThroughOnException: () => undefined,
    props: {},
  };
  const post = async (path: string, body: unknown) => {
    const response = await app.request(relayRequest(path, body), undefined, undefined, execution);
    await Promise.allSettled(afterAnswer.splice(0));
    return [response.status, (await response.json()) as unknown];
  };
  const mail = sendingOnce(provider, store, log);
  const consume = () => Promise.all(queued.splice(0).map((lead) => sendKept(lead, { store, mail })));
  return {
    store,
    queued,
    sent,
    post,
    consume,
    failMail: (error: Error | undefined) => (mailAnswer = error),
  };
}

describe('every lead kept, then sent through the queue (the worker’s delivery)', () => {
  it('keeps a lead and queues it by folder and id before answering stored; the answer mails nothing', async () => {
    const { store, queued, sent, post } = setup();
    expect(await post('/api/consultation', consultation)).toEqual([200, { status: 'stored', id: consultation.id }]);
    expect(queued).toEqual([{ folder: 'consultations', id: consultation.id }]);
    expect(store.records.get(`consultations/${consultation.id}`)).toMatchObject({
      receivedAt: expect.any(String) as string,
      request: { id: consultation.id, requirements: consultation.requirements },
      email: { subject: 'New Project Consultation Request' },
    });
    expect(sent).toEqual([]);
  });

  it('sends a kept lead once, under its id, however often it is queued or replayed', async () => {
    const { store, queued, sent, post, consume } = setup();
    await post('/api/contact', contact);
    // Delivered twice by the queue (at least once, as Cloudflare promises): sent once.
    queued.push(...queued);
    expect(await consume()).toEqual(['sent', 'sent']);
    expect(sent).toEqual([
      expect.objectContaining({ id: contact.id, replyTo: '"Zoé <b>Martin</b>" <zoe@example.fr>' }),
    ]);
    expect(await store.has('sent', contact.id)).toBe(true);
    // A replay of a lead sent already: answered, and not queued again.
    expect(await post('/api/contact', contact)).toEqual([200, { status: 'stored', id: contact.id }]);
    expect(queued).toEqual([]);
    expect(store.records.has(`contact/${contact.id}`)).toBe(true);
  });

  it('answers 503 when the queue cannot take a lead, and queues the kept lead when the page tries again', async () => {
    const failing = setup({ queueFails: true });
    expect(await failing.post('/api/consultation', consultation)).toEqual([503, { error: 'unavailable' }]);
    expect(failing.store.records.has(`consultations/${consultation.id}`)).toBe(true);
    const { store, queued, post } = setup();
    await store.keep('consultations', consultation.id, failing.store.records.get(`consultations/${consultation.id}`));
    expect(await post('/api/consultation', consultation)).toEqual([200, { status: 'stored', id: consultation.id }]);
    expect(queued).toEqual([{ folder: 'consultations', id: consultation.id }]);
  });

  it('forgets a confirmation e-mail once it left, and keeps the leads', async () => {
    const { store, sent, post, consume } = setup();
    await post('/api/newsletter', newsletter);
    await post('/api/consultation', consultation);
    await consume();
    expect(sent.map((message) => message.to)).toEqual(['zoe@example.fr', undefined]);
    expect([...store.records.keys()].sort()).toEqual(
      [`consultations/${consultation.id}`, `sent/${consultation.id}`, `sent/${newsletter.id}`].sort(),
    );
  });

  it('leaves a lead unsent for a failure that may pass, and sends nothing for a record erased meanwhile', async () => {
    const { store, queued, sent, post, consume, failMail } = setup();
    await post('/api/consultation', consultation);
    const lead = queued[0];
    failMail(new MailFailed('The e-mail provider failed twice: the provider answered 503'));
    await expect(consume()).rejects.toBeInstanceOf(MailFailed);
    expect(await store.has('sent', consultation.id)).toBe(false);
    failMail(new MailRejected('The e-mail provider refused the message with 422'));
    if (lead !== undefined) queued.push(lead);
    await expect(consume()).rejects.toBeInstanceOf(MailRejected);
    await store.remove('consultations', consultation.id);
    failMail(undefined);
    if (lead !== undefined) queued.push(lead);
    expect(await consume()).toEqual(['gone']);
    expect(sent).toEqual([]);
  });
});
