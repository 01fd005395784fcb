import { createMigrate, createTransform, getStoredState, type PersistConfig, type PersistedState } from 'redux-persist';
import { isRecord } from '../../lib/isRecord';
import { contactFields, type ContactValues } from '../../lib/leads/contact';
import { isDeliveryStatus } from '../../lib/leads/delivery';
import { deliveryAsStored, draftPersistence, draftReconciler } from '../../lib/leads/drafts';
import { isRequestId } from '../../lib/leads/ids';
import { draftMsOf, initialContact, type ContactState, type DraftClock } from './contactSlice';

export const CONTACT_STORAGE_VERSION = 1;

/** Where the form kept its draft by hand before redux-persist: read once, as version 0, then removed. */
export const LEGACY_DRAFT_KEY = 'contact-draft';

const persistence = draftPersistence('contact');

async function legacyDraft(): Promise<PersistedState> {
  const raw = await persistence.storage.getItem(LEGACY_DRAFT_KEY);
  if (raw === null) return undefined;
  await persistence.storage.removeItem(LEGACY_DRAFT_KEY);
  try {
    const draft: unknown = JSON.parse(raw);
    return isRecord(draft) ? { ...draft, _persist: { version: 0, rehydrated: false } } : undefined;
  } catch {
    return undefined;
  }
}

const migrations = {
  // Version 0 (the legacy draft): the values, the message's id once sent, and its page time.
  1: (state: PersistedState) => {
    const stored: unknown = state;
    if (!isRecord(stored)) return state;
    const { id, elapsedMs, _persist } = stored;
    const values = Object.fromEntries(contactFields.map((field) => [field, stored[field] ?? '']));
    const before = typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) && elapsedMs >= 0 ? elapsedMs : 0;
    return {
      values,
      delivery: { id: isRequestId(id) ? id : null, status: 'idle' },
      clock: { before, since: null },
      honeypot: '',
      _persist,
    } as PersistedState;
  },
};

/** A stored draft the form can show again, or `undefined` when anything in it is unusable. */
export function reviveContactDraft(stored: unknown, reduced: ContactState): ContactState | undefined {
  if (!isRecord(stored) || !isRecord(stored.values) || !isRecord(stored.delivery) || !isRecord(stored.clock))
    return undefined;
  const values: Partial<ContactValues> = {};
  for (const field of contactFields) {
    const value = stored.values[field];
    // Too long for the relay is still what the visitor typed: Submit says so, the draft loses nothing.
    if (typeof value !== 'string') return undefined;
    values[field] = value;
  }
  const { id, status } = stored.delivery;
  const { before } = stored.clock;
  if (!(id === null || isRequestId(id)) || !isDeliveryStatus(status) || typeof before !== 'number') return undefined;
  return {
    ...reduced,
    values: values as ContactValues,
    delivery: { id, status },
    honeypot: typeof stored.honeypot === 'string' ? stored.honeypot : '',
    clock: { before, since: null },
  };
}

const isPristine = (state: ContactState) =>
  state.delivery.status === 'idle' && contactFields.every((field) => state.values[field] === '');

/** The clock is stored as the time counted so far; a restored draft counts again from its next keystroke. */
const clockAsStored = createTransform<DraftClock, DraftClock>(
  (clock) => ({ before: draftMsOf(clock, performance.now()), since: null }),
  (clock) => ({ before: clock.before, since: null }),
  { whitelist: ['clock'] },
);

/** The draft lives for the tab's session, as the wizard's contact details do; which fields showed errors is this page's. */
export const contactPersistConfig: PersistConfig<ContactState> = {
  ...persistence,
  version: CONTACT_STORAGE_VERSION,
  whitelist: ['values', 'delivery', 'honeypot', 'clock'],
  transforms: [deliveryAsStored(false), clockAsStored],
  getStoredState: async (config) => ((await getStoredState(config)) as PersistedState) ?? legacyDraft(),
  migrate: async (state, version) => {
    const migrated = await createMigrate(migrations)(state, version);
    return reviveContactDraft(migrated, initialContact) === undefined ? undefined : migrated;
  },
  stateReconciler: draftReconciler(reviveContactDraft, isPristine),
};
