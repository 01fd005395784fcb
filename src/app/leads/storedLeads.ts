import { isRecord } from '../../lib/isRecord';
import type { AppStore } from '../store';

type Attach = (store: AppStore) => unknown;

/**
 * Leads a visitor left unfinished in this browser (queued, failed, cut short by a reload), by where their
 * page keeps them: their page's chunk is loaded on any page, so the lead goes when the connection returns.
 */
const storedLeads: readonly { storage: () => Storage; key: string; load: () => Promise<Attach> }[] = [
  {
    storage: () => window.localStorage,
    key: 'persist:consultation',
    load: () =>
      import(/* webpackChunkName: "consultation" */ '../../features/consultation/ConsultationPage').then(
        (page) => page.attachConsultation,
      ),
  },
  {
    storage: () => window.sessionStorage,
    key: 'persist:contact',
    load: () =>
      import(/* webpackChunkName: "contact" */ '../../features/contact/ContactPage').then((page) => page.attachContact),
  },
];

const unfinished = (status: unknown) =>
  typeof status === 'string' && !['sent', 'stored', 'rejected', 'off'].includes(status);

/** Whether a draft stored by redux-persist (each key a JSON text of its own) holds a lead with an id and no final answer. */
export function isUnfinished(raw: string | null): boolean {
  try {
    const stored: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(stored)) return false;
    const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : undefined);
    const delivery = parse(stored.delivery);
    // Version 2 of the wizard's draft kept its id apart, beside a bare status.
    if (typeof delivery === 'string') return typeof parse(stored.requestId) === 'string' && unfinished(delivery);
    return isRecord(delivery) && typeof delivery.id === 'string' && unfinished(delivery.status);
  } catch {
    return false;
  }
}

export function attachStoredLeads(store: AppStore): void {
  for (const { storage, key, load } of storedLeads) {
    let raw: string | null = null;
    try {
      raw = storage().getItem(key);
    } catch {
      // Storage refused: nothing was kept there.
    }
    if (isUnfinished(raw))
      void load().then(
        (attach) => attach(store),
        () => undefined,
      );
  }
}
