import { createMigrate, type MigrationManifest, type PersistConfig, type PersistedState } from 'redux-persist';
import {
  contactDetailsFields,
  contactDetailsMaxLengths,
  isBudget,
  isProjectType,
  isRequirements,
  isTimeline,
  type ContactDetails,
} from '../../lib/leads/consultation';
import { isRecord } from '../../lib/isRecord';
import { isDeliveryStatus } from '../../lib/leads/delivery';
import {
  deliveryAsStored,
  draftPersistence,
  draftReconciler,
  restoreWithoutTimer,
  safeStorage,
} from '../../lib/leads/drafts';
import { isRequestId } from '../../lib/leads/ids';
import {
  REVIEW_STEP,
  SUMMARY_STEP,
  wizardQuestions,
  type ConsultationState,
  type WizardStep,
} from './consultationSlice';
import { contactDetailsSlice, type ContactDetailsState } from './contactDetailsSlice';

export const CONSULTATION_STORAGE_VERSION = 4;

function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SUMMARY_STEP;
}

/**
 * A stored draft as the wizard can resume it, or `undefined` when anything in it is unusable (edited by
 * hand, written by another version, truncated): the visitor then starts a fresh draft instead of a crash.
 */
export function reviveDraft(stored: unknown): ConsultationState | undefined {
  if (!isRecord(stored) || !isRecord(stored.answers) || !isRecord(stored.delivery)) return undefined;
  const { step } = stored;
  const { id, status } = stored.delivery;
  const { projectType, budget, timeline, requirements } = stored.answers;
  if (!isWizardStep(step) || !isDeliveryStatus(status)) return undefined;
  // An id exactly when the draft was submitted.
  if (step === SUMMARY_STEP ? !isRequestId(id) : id !== null) return undefined;
  if (projectType !== null && !isProjectType(projectType)) return undefined;
  if (budget !== null && !isBudget(budget)) return undefined;
  if (timeline !== null && !isTimeline(timeline)) return undefined;
  if (!isRequirements(requirements)) return undefined;
  const draft: ConsultationState = {
    step,
    answers: { projectType, budget, timeline, requirements },
    delivery: { id: isRequestId(id) ? id : null, status: status === 'sending' ? 'idle' : status },
    honeypot: typeof stored.honeypot === 'string' ? stored.honeypot : '',
    backToReview: stored.backToReview === true && step < REVIEW_STEP,
  };
  const choicesBefore = wizardQuestions.slice(0, Math.min(step, wizardQuestions.length - 1));
  const reachable = choicesBefore.every((question) => question === 'requirements' || draft.answers[question] !== null);
  const deliveryFits = step === SUMMARY_STEP || draft.delivery.status === 'idle';
  return reachable && deliveryFits ? draft : undefined;
}

function isPristine(state: ConsultationState): boolean {
  const { step, answers, delivery } = state;
  return (
    step === 0 &&
    delivery.status === 'idle' &&
    answers.projectType === null &&
    answers.budget === null &&
    answers.timeline === null &&
    answers.requirements === ''
  );
}

/** The summary's step in versions 1 to 3, before the review came in front of it. */
const SUMMARY_BEFORE_REVIEW = 4;

/** Each change of the stored shape bumps CONSULTATION_STORAGE_VERSION and adds its step here (docs/leads.md, "The wizard's draft"). */
const migrations: MigrationManifest = {
  // Before versions, the shape is unknown: dropped.
  1: () => undefined,
  // Version 1 gave a draft its id when it started: a submitted one keeps it (it may be queued, failed or
  // received under it), one still being answered gets its own at Submit.
  2: (state) => {
    const stored: unknown = state;
    return isRecord(stored) && stored.step !== SUMMARY_BEFORE_REVIEW
      ? ({ ...stored, requestId: null } as unknown as PersistedState)
      : state;
  },
  // Version 2 kept the id beside a status; its `queued` did not say by whom: the page sends it again.
  3: (state) => {
    const stored: unknown = state;
    if (!isRecord(stored)) return state;
    const { requestId, delivery, ...rest } = stored;
    const status = delivery === 'queued' ? 'queuedInPage' : delivery;
    return { ...rest, delivery: { id: requestId, status } } as unknown as PersistedState;
  },
  // Version 3 had no review: its step 4 was the summary, which is now step 5.
  4: (state) => {
    const stored: unknown = state;
    return isRecord(stored) && stored.step === SUMMARY_BEFORE_REVIEW
      ? ({ ...stored, step: SUMMARY_STEP } as unknown as PersistedState)
      : state;
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

export const consultationPersistConfig: PersistConfig<ConsultationState> = {
  ...draftPersistence('consultation'),
  version: CONSULTATION_STORAGE_VERSION,
  transforms: [deliveryAsStored(true)],
  migrate: migrateStoredDraft,
  stateReconciler: draftReconciler(reviveDraft, isPristine),
};

/** Stored contact details as the wizard can show them again, or `undefined` when anything in them is unusable. */
export function reviveContactDetails(stored: unknown, reduced: ContactDetailsState): ContactDetailsState | undefined {
  const values = isRecord(stored) ? stored.values : undefined;
  if (!isRecord(values)) return undefined;
  const details: Partial<ContactDetails> = {};
  for (const field of contactDetailsFields) {
    const value = values[field];
    if (typeof value !== 'string' || value.length > contactDetailsMaxLengths[field]) return undefined;
    details[field] = value;
  }
  return { ...reduced, values: details as ContactDetails };
}

/** Who asks is kept for the browser session only, never with the answers, and only its values. */
export const contactDetailsPersistConfig: PersistConfig<ContactDetailsState> = {
  key: contactDetailsSlice.reducerPath,
  timeout: restoreWithoutTimer,
  version: 1,
  storage: safeStorage('sessionStorage'),
  whitelist: ['values'],
  stateReconciler: draftReconciler(reviveContactDetails, (state) =>
    contactDetailsFields.every((field) => state.values[field] === ''),
  ),
};
