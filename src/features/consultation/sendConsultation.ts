import type { AppDispatch, RootState } from '../../app/store';
import { site } from '../../config/site';
import type { Language } from '../../i18n/languages';
import {
  deliveryFailed,
  deliveryQueued,
  deliveryRejected,
  deliveryStarted,
  deliverySucceeded,
  selectAnswers,
  selectDelivery,
  selectHoneypot,
  selectIsSummary,
  selectRequestId,
} from './consultationSlice';
import {
  firstInvalidContactDetail,
  validateContactDetails,
  type ConsultationPayload,
} from '../../lib/leads/consultation';
import { selectContactDetails } from './contactDetailsSlice';
import { browserTransport, postLead, type LeadTransport } from '../../lib/leads/post';

export const consultationTransport: LeadTransport = browserTransport(site.consultationEndpoint);

/**
 * The request of the submitted draft. Its contact details go with it when the page has them: a draft
 * submitted before the wizard asked for them (restored from local storage) goes without, as the relay
 * accepts from older pages.
 */
function payloadOf(state: RootState, lng: Language): ConsultationPayload | undefined {
  const { projectType, budget, timeline, requirements } = selectAnswers(state);
  const id = selectRequestId(state);
  if (id === null || projectType === null || budget === null || timeline === null) return undefined;
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

/**
 * Sends the summary's draft, at most one request at a time: a second call while one is in flight, or
 * after the draft reached the relay, does nothing. Every attempt carries the draft's one request id.
 */
export function sendConsultation(lng: Language, transport: LeadTransport = consultationTransport) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const before = getState();
    const payload = payloadOf(before, lng);
    if (!selectIsSummary(before) || payload === undefined) return;
    const requestId = payload.id;
    dispatch(deliveryStarted({ requestId }));
    if (selectDelivery(getState()) !== 'sending' || selectDelivery(before) === 'sending') return;

    const result = await postLead(payload, transport);
    if (result.kind === 'delivered') dispatch(deliverySucceeded({ requestId, outcome: result.outcome }));
    else if (result.kind === 'queued') dispatch(deliveryQueued({ requestId }));
    else if (result.kind === 'failed') dispatch(deliveryFailed({ requestId }));
    else if (result.kind === 'rejected') dispatch(deliveryRejected({ requestId }));
  };
}
