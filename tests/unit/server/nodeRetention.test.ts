/**
 * @jest-environment node
 */
import type { LeadStore } from '../../../server/leads/ports';
import { startRetention } from '../../../server/node/nodeRetention';
import { DAY_MS } from '../../../src/lib/leads/retention';

const NOW = Date.parse('2030-06-01T12:00:00Z');

/** A store that records the moments it was asked to purge before, and removes one old lead the first time. */
function purgingStore() {
  const cutoffs: Date[] = [];
  const store: Pick<LeadStore, 'purge'> = {
    purge: (before) => {
      cutoffs.push(before);
      return Promise.resolve(cutoffs.length === 1 ? { consultations: 1 } : {});
    },
  };
  return { store: store as LeadStore, cutoffs };
}

const lines = () => {
  const said: string[] = [];
  const log = {
    info: (line: string) => said.push(line),
    warn: () => undefined,
    error: (line: string) => said.push(line),
  };
  return { said, log };
};

describe('the retention on Node', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('purges what was kept past the retention at start, then every day until the server stops', async () => {
    jest.useFakeTimers({ now: NOW });
    const { store, cutoffs } = purgingStore();
    const { said, log } = lines();
    const retention = startRetention(store, 30, { log });
    await retention.started;
    expect(cutoffs).toEqual([new Date(NOW - 30 * DAY_MS)]);
    expect(said).toEqual([
      'Leads are kept 30 days, as the privacy notice says (LEAD_RETENTION_DAYS of the build), then erased: the outbox is purged now and every day',
      'Purged 1 record(s) kept over 30 days: consultations 1',
    ]);
    await jest.advanceTimersByTimeAsync(DAY_MS);
    expect(cutoffs).toEqual([new Date(NOW - 30 * DAY_MS), new Date(NOW + DAY_MS - 30 * DAY_MS)]);
    // Nothing past the retention that day: nothing said.
    expect(said).toHaveLength(2);
    retention.stop();
    await jest.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(cutoffs).toHaveLength(2);
  });

  it('says why a purge failed, and tries again the next day', async () => {
    jest.useFakeTimers({ now: NOW });
    let calls = 0;
    const store = {
      purge: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('EACCES: the outbox cannot be read')) : Promise.resolve({});
      },
    } as unknown as LeadStore;
    const { said, log } = lines();
    const retention = startRetention(store, 30, { log });
    await retention.started;
    expect(said[1]).toBe('The retention purge failed, tried again in a day: EACCES: the outbox cannot be read');
    await jest.advanceTimersByTimeAsync(DAY_MS);
    expect(calls).toBe(2);
    retention.stop();
  });
});
