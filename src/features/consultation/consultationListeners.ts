import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { startLeadListening, workerMessaged } from '../../app/leads/leadListener';
import { connectionRestored } from '../../app/pwa/pwaSlice';
import type { AppDispatch, RootState } from '../../app/store';
import { resolveLanguage } from '../../i18n/languages';
import { replayedOutcome } from '../../lib/leads/answers';
import {
  consultationSlice,
  deliverySucceeded,
  queuedDeliveryReplayed,
  retryClicked,
  selectDelivery,
  selectIsSummary,
  selectRequestId,
  submitted,
  wizardOpened,
} from './consultationSlice';
import { contactDetailsSlice, detailsForgotten } from './contactDetailsSlice';
import { sendConsultation } from './sendConsultation';

// The language the visitor reads the page in, which the app keeps on <html lang> (syncHtmlLang).
const pageLanguage = () => resolveLanguage(document.documentElement.lang);

const send = (dispatch: AppDispatch) => void dispatch(sendConsultation(pageLanguage()));

// The answers (local storage) and who asks (session storage) are restored apart, in either order.
const restoredKeys: readonly unknown[] = [consultationSlice.reducerPath, contactDetailsSlice.reducerPath];
const isDraftRestored = (action: UnknownAction) =>
  action.type === REHYDRATE && restoredKeys.includes((action as { key?: unknown }).key);

/** Whether a draft found on opening the wizard or restoring it must go (again): a reload can cut a send short. */
function foundUnsent(state: RootState): boolean {
  const restored = state.consultation._persist.rehydrated && state.consultationContact._persist.rehydrated;
  if (!restored || !selectIsSummary(state)) return false;
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

// Once the agency has the request, nothing of who asked stays in the browser.
startLeadListening({
  matcher: isAnyOf(deliverySucceeded, queuedDeliveryReplayed),
  effect: (_, api) => {
    const delivery = selectDelivery(api.getState());
    if (delivery === 'sent' || delivery === 'stored') api.dispatch(detailsForgotten());
  },
});
