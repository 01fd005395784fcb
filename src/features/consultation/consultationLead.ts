import type { UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { LeadForm } from '../../app/leads/leadForm';
import type { RootState } from '../../app/rootReducer';
import type { Language } from '../../i18n/languages';
import {
  firstInvalidContactDetail,
  validateContactDetails,
  type ConsultationPayload,
} from '../../lib/leads/consultation';
import { isQueued } from '../../lib/leads/delivery';
import { consultationPersistConfig, contactDetailsPersistConfig } from './consultationPersistence';
import {
  consultationSlice,
  retryClicked,
  selectAnswers,
  selectDelivery,
  selectHoneypot,
  selectIsSummary,
  submitted,
  wizardOpened,
  type ConsultationState,
} from './consultationSlice';
import {
  contactDetailsSlice,
  detailsForgotten,
  selectContactDetails,
  type ContactDetailsState,
} from './contactDetailsSlice';

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    consultation: ConsultationState & Partial<PersistPartial>;
    consultationContact: ContactDetailsState & Partial<PersistPartial>;
  }
}

/**
 * The submitted draft's request. Who asks goes with it when the page has them: a draft submitted before
 * the wizard asked (restored from local storage) goes without, as the relay accepts from older pages.
 */
function payloadOf(state: RootState, lng: Language): ConsultationPayload | undefined {
  const { projectType, budget, timeline, requirements } = selectAnswers(state);
  const { id } = selectDelivery(state);
  if (!selectIsSummary(state) || id === null || projectType === null || budget === null || timeline === null)
    return undefined;
  const contact = selectContactDetails(state);
  const known = firstInvalidContactDetail(validateContactDetails(contact)) === undefined;
  return {
    id,
    projectType,
    budget,
    timeline,
    requirements,
    ...(known ? { contact } : {}),
    lng,
    website: selectHoneypot(state),
  };
}

// The answers (local storage) and who asks (session storage) are restored apart, in either order.
const restoredKeys: readonly unknown[] = [consultationSlice.reducerPath, contactDetailsSlice.reducerPath];
const isDraftRestored = (action: UnknownAction) => action.type === REHYDRATE && restoredKeys.includes(action.key);

// Whether a draft must go (again: a reload can cut a send short). A queued one only when restored in a new page,
// which lost the page's queue; reopening the wizard in the same page leaves it to that queue.
function foundUnsent(state: RootState, restoring: boolean): boolean {
  const restored = state.consultation?._persist?.rehydrated === true && state.consultationContact?._persist?.rehydrated;
  if (restored !== true || !selectIsSummary(state)) return false;
  const { status } = selectDelivery(state);
  return status === 'idle' || status === 'failed' || (restoring && isQueued(status) && navigator.onLine);
}

/** The wizard's request, as the app attaches it with the wizard's page. */
export const consultationLead: LeadForm<'consultation'> = {
  kind: 'consultation',
  reducers: [
    {
      reducerPath: consultationSlice.reducerPath,
      reducer: persistReducer(consultationPersistConfig, consultationSlice.reducer),
    },
    {
      reducerPath: contactDetailsSlice.reducerPath,
      reducer: persistReducer(contactDetailsPersistConfig, contactDetailsSlice.reducer),
    },
  ],
  selectDelivery,
  payload: payloadOf,
  sendsOn: (action, state) =>
    submitted.match(action) ||
    retryClicked.match(action) ||
    (wizardOpened.match(action) && foundUnsent(state, false)) ||
    (isDraftRestored(action) && foundUnsent(state, true)),
  queuesInPage: true,
  delivered: detailsForgotten,
};
