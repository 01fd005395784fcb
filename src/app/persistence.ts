import { createTransform, type Transform, type WebStorage } from 'redux-persist';
import { idleDelivery, isDelivered, type LeadDelivery } from '../lib/leads/delivery';

export { isRecord } from '../lib/isRecord';

function attempt<T>(action: () => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(action());
  } catch {
    return Promise.resolve(fallback);
  }
}

/** A web storage that never throws: private modes, a policy or a full quota leave the forms working unsaved. */
function safeStorage(storage: () => Storage): WebStorage {
  return {
    getItem: (key) => attempt(() => storage().getItem(key), null),
    setItem: (key, value) => attempt(() => storage().setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage().removeItem(key), undefined),
  };
}

export const safeLocalStorage: WebStorage = safeStorage(() => window.localStorage);
export const safeSessionStorage: WebStorage = safeStorage(() => window.sessionStorage);

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
