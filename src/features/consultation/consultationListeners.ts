import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { startLeadListening, workerMessaged } from '../../app/leads/leadListener';
import { connectionRestored } from '../../app/pwa/pwaSlice';
import type { AppDispatch, RootState } from '../../app/store';
import { resolveLanguage } from '../../i18n/languages';
import { replayedOutcome } from '../../lib/leads/answers';
import {
  consultationSlice,
  queuedDeliveryReplayed,
  retryClicked,
  selectDelivery,
  selectIsSummary,
  selectRequestId,
  submitted,
  wizardOpened,
} from './consultationSlice';
import { sendConsultation } from './sendConsultation';

// The language the visitor reads the page in, which the app keeps on <html lang> (syncHtmlLang).
const pageLanguage = () => resolveLanguage(document.documentElement.lang);

const send = (dispatch: AppDispatch) => void dispatch(sendConsultation(pageLanguage()));

const isDraftRestored = (action: UnknownAction) =>
  action.type === REHYDRATE && (action as { key?: unknown }).key === consultationSlice.reducerPath;

/** Whether a draft found on opening the wizard or restoring it must go (again): a reload can cut a send short. */
function foundUnsent(state: RootState): boolean {
  if (!state.consultation._persist.rehydrated || !selectIsSummary(state)) return false;
  const delivery = selectDelivery(state);
  return delivery === 'idle' || delivery === 'failed' || (delivery === 'queued' && navigator.onLine);
}

startLeadListening({
  matcher: isAnyOf(submitted, retryClicked),
  effect: (_, api) => {
    send(api.dispatch);
  },
});

startLeadListening({
  predicate: (action) => wizardOpened.match(action) || isDraftRestored(action),
  effect: (_, api) => {
    if (foundUnsent(api.getState())) send(api.dispatch);
  },
});

startLeadListening({
  actionCreator: connectionRestored,
  effect: (_, api) => {
    const state = api.getState();
    if (selectIsSummary(state) && selectDelivery(state) === 'queued') send(api.dispatch);
  },
});

startLeadListening({
  actionCreator: workerMessaged,
  effect: ({ payload }, api) => {
    const requestId = selectRequestId(api.getState());
    const outcome = requestId === null ? undefined : replayedOutcome(payload, 'consultation', requestId);
    if (requestId !== null && outcome !== undefined) api.dispatch(queuedDeliveryReplayed({ requestId, outcome }));
  },
});
