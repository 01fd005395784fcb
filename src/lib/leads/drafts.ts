import { createTransform, type PersistConfig, type Transform, type WebStorage } from 'redux-persist';
import { idleDelivery, isDelivered, type LeadDelivery } from './delivery';
import { leadKinds, type LeadKind } from './kinds';

export type DraftStorage = 'localStorage' | 'sessionStorage';

function attempt<T>(action: () => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(action());
  } catch {
    return Promise.resolve(fallback);
  }
}

/** A web storage that never throws: private modes, a policy or a full quota leave the forms working unsaved. */
export function safeStorage(area: DraftStorage): WebStorage {
  const storage = () => window[area];
  return {
    getItem: (key) => attempt(() => storage().getItem(key), null),
    setItem: (key, value) => attempt(() => storage().setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage().removeItem(key), undefined),
  };
}

// No persist timeout: web storage answers at once, and redux-persist's timer re-announced a restore 5 s after
// every later PERSIST (another form attached), which sent a restored lead again.
export const restoreWithoutTimer = 0;

type KindWithDraft = { [Kind in LeadKind]: (typeof leadKinds)[Kind]['draft'] extends null ? never : Kind }[LeadKind];

/** Where a kind's draft is kept, as the table of lead kinds says: `persist:<kind>` in its storage. */
export function draftPersistence(kind: KindWithDraft) {
  return { key: kind, storage: safeStorage(leadKinds[kind].draft), timeout: restoreWithoutTimer } satisfies Partial<
    PersistConfig<unknown>
  >;
}

/**
 * A lead's delivery as it is stored: `sending` describes a request in flight in this page only, so a reload
 * sends again (same id); with `keepsOutcome` false, a delivered lead is stored as a fresh one.
 */
export function deliveryAsStored(keepsOutcome: boolean): Transform<LeadDelivery, LeadDelivery> {
  const stored = (delivery: LeadDelivery): LeadDelivery => {
    if (!keepsOutcome && isDelivered(delivery.status)) return idleDelivery;
    return delivery.status === 'sending' ? { ...delivery, status: 'idle' } : delivery;
  };
  return createTransform(stored, stored, { whitelist: ['delivery'] });
}

/**
 * The stored draft replaces the one in memory only while the visitor has not started on it (the page
 * renders before storage is read): two drafts are never mixed. `revive` refuses what it cannot use.
 */
export function draftReconciler<State>(
  revive: (inbound: unknown, reduced: State) => State | undefined,
  isPristine: (state: State) => boolean,
) {
  return (inbound: unknown, _original: State, reduced: State): State => {
    const stored = revive(inbound, reduced);
    return stored !== undefined && isPristine(reduced) ? stored : reduced;
  };
}
