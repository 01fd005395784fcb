import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type WebStorage,
} from 'redux-persist';
import {
  contactDetailsFields,
  contactDetailsMaxLengths,
  isBudget,
  isProjectType,
  isRequirements,
  isTimeline,
  type ContactDetails,
} from '../../lib/leads/consultation';
import { isRequestId } from '../../lib/leads/ids';
import {
  deliveryStates,
  SUMMARY_STEP,
  wizardQuestions,
  type ConsultationState,
  type DeliveryState,
  type WizardStep,
} from './consultationSlice';
import { contactDetailsSlice, type ContactDetailsState } from './contactDetailsSlice';

export const CONSULTATION_STORAGE_VERSION = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SUMMARY_STEP;
}

function isDeliveryState(value: unknown): value is DeliveryState {
  return typeof value === 'string' && (deliveryStates as readonly string[]).includes(value);
}

/**
 * A stored draft as the wizard can resume it, or `undefined` when anything in it is unusable (edited by
 * hand, written by another version, truncated): the visitor then starts a fresh draft instead of a crash.
 */
export function reviveDraft(stored: unknown): ConsultationState | undefined {
  if (!isRecord(stored) || !isRecord(stored.answers)) return undefined;
  const { step, requestId, delivery } = stored;
  const { projectType, budget, timeline, requirements } = stored.answers;
  if (!isWizardStep(step) || !isDeliveryState(delivery)) return undefined;
  // An id exactly when the draft was submitted (see ConsultationState).
  if (step === SUMMARY_STEP ? !isRequestId(requestId) : requestId !== null) return undefined;
  if (projectType !== null && !isProjectType(projectType)) return undefined;
  if (budget !== null && !isBudget(budget)) return undefined;
  if (timeline !== null && !isTimeline(timeline)) return undefined;
  if (!isRequirements(requirements)) return undefined;
  const draft: ConsultationState = {
    step,
    answers: { projectType, budget, timeline, requirements },
    requestId: isRequestId(requestId) ? requestId : null,
    delivery: delivery === 'sending' ? 'idle' : delivery,
    // Drafts stored before the wizard had a honeypot have none: a person's, empty.
    honeypot: typeof stored.honeypot === 'string' ? stored.honeypot : '',
  };
  const choicesBefore = wizardQuestions.slice(0, Math.min(step, wizardQuestions.length - 1));
  const reachable = choicesBefore.every((question) => question === 'requirements' || draft.answers[question] !== null);
  const deliveryFits = step === SUMMARY_STEP || draft.delivery === 'idle';
  return reachable && deliveryFits ? draft : undefined;
}

function isPristine(state: ConsultationState): boolean {
  const { step, answers, delivery } = state;
  return (
    step === 0 &&
    delivery === 'idle' &&
    answers.projectType === null &&
    answers.budget === null &&
    answers.timeline === null &&
    answers.requirements === ''
  );
}

/**
 * Drafts stored before the shape was versioned have no known layout: they are dropped. A later change of
 * the stored shape bumps CONSULTATION_STORAGE_VERSION and adds its migration here.
 */
const migrations: MigrationManifest = {
  1: () => undefined,
  // Version 1 gave a draft its id when it started. A submitted draft keeps it: it may be queued, failed
  // or received under it, and must be sent (again) as itself. A draft still being answered keeps its
  // answers and gets an id of its own at Submit.
  2: (state) => {
    const step = isRecord(state) ? (state as Record<string, unknown>).step : undefined;
    return state !== undefined && step !== SUMMARY_STEP ? { ...state, requestId: null } : state;
  },
};

const runMigrations = createMigrate(migrations);

function storedVersion(state: unknown): number {
  const persist = isRecord(state) ? state._persist : undefined;
  return isRecord(persist) && typeof persist.version === 'number' ? persist.version : -1;
}

export async function migrateStoredDraft(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  // A tab running a newer version may have written the draft: keep it if this version can read it.
  const fromNewerVersion = storedVersion(state) > currentVersion;
  const migrated = fromNewerVersion ? state : await runMigrations(state, currentVersion);
  const draft = reviveDraft(migrated);
  return draft === undefined || migrated === undefined ? undefined : { ...draft, _persist: migrated._persist };
}

/**
 * The stored draft replaces the one in memory only if the visitor has not started answering yet (the page
 * renders before the stored draft is read): answers from two drafts are never mixed.
 */
export function keepVisitorsDraft(
  inbound: unknown,
  _original: ConsultationState,
  reduced: ConsultationState,
): ConsultationState {
  const stored = reviveDraft(inbound);
  return stored !== undefined && isPristine(reduced) ? stored : reduced;
}

/** `sending` describes a request in flight in this page only: it is stored, and read back, as `idle`. */
export const sendingIsNeverStored = createTransform<DeliveryState, DeliveryState>(
  (delivery) => (delivery === 'sending' ? 'idle' : delivery),
  (delivery) => (delivery === 'sending' ? 'idle' : delivery),
  { whitelist: ['delivery'] },
);

function attempt<T>(action: () => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(action());
  } catch {
    return Promise.resolve(fallback);
  }
}

/**
 * A browser storage that never throws: private modes, storage disabled by policy or a full quota make the
 * wizard work without persistence instead of failing.
 */
function safeStorage(storage: () => Storage): WebStorage {
  return {
    getItem: (key) => attempt(() => storage().getItem(key), null),
    setItem: (key, value) => attempt(() => storage().setItem(key, value), undefined),
    removeItem: (key) => attempt(() => storage().removeItem(key), undefined),
  };
}

export const safeLocalStorage: WebStorage = safeStorage(() => window.localStorage);
export const safeSessionStorage: WebStorage = safeStorage(() => window.sessionStorage);

export const consultationPersistConfig: PersistConfig<ConsultationState> = {
  key: 'consultation',
  version: CONSULTATION_STORAGE_VERSION,
  storage: safeLocalStorage,
  transforms: [sendingIsNeverStored],
  migrate: migrateStoredDraft,
  stateReconciler: keepVisitorsDraft,
};

/** Stored contact details as the wizard can show them again, or `undefined` when anything in them is unusable. */
export function reviveContactDetails(stored: unknown): ContactDetails | undefined {
  if (!isRecord(stored)) return undefined;
  const details: Partial<ContactDetails> = {};
  for (const field of contactDetailsFields) {
    const value = stored[field];
    if (typeof value !== 'string' || value.length > contactDetailsMaxLengths[field]) return undefined;
    details[field] = value;
  }
  return details as ContactDetails;
}

/** As with the answers, what the visitor has begun typing in this page wins over what was stored. */
export function keepTypedDetails(
  inbound: unknown,
  _original: ContactDetailsState,
  reduced: ContactDetailsState,
): ContactDetailsState {
  const stored = reviveContactDetails(isRecord(inbound) ? inbound.values : undefined);
  const untouched = contactDetailsFields.every((field) => reduced.values[field] === '');
  return stored !== undefined && untouched ? { ...reduced, values: stored } : reduced;
}

/**
 * Who asks is kept for the browser session only (session storage: closing the tab or the browser forgets
 * it), never with the answers in local storage, and emptied once the request is delivered. Only the
 * values are kept: which fields showed an error is this page's alone.
 */
export const contactDetailsPersistConfig: PersistConfig<ContactDetailsState> = {
  key: contactDetailsSlice.reducerPath,
  version: 1,
  storage: safeSessionStorage,
  whitelist: ['values'],
  stateReconciler: keepTypedDetails,
};
