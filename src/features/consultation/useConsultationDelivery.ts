import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { resolveLanguage } from '../../i18n/languages';
import { replayedOutcome } from '../../lib/leads/answers';
import { queuedDeliveryReplayed, selectDelivery, selectIsSummary, selectRequestId } from './consultationSlice';
import { sendConsultation } from './sendConsultation';

/**
 * Delivers the summary's request: once when the summary shows, again when the connection returns while
 * it is queued, once more when the page reopens on a queued (and online) or failed draft, and on Retry.
 * Returns Retry.
 */
export function useConsultationDelivery() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const isSummary = useAppSelector(selectIsSummary);
  const delivery = useAppSelector(selectDelivery);
  const requestId = useAppSelector(selectRequestId);
  const lng = resolveLanguage(i18n.resolvedLanguage);
  const resumed = useRef(false);

  useEffect(() => {
    if (!isSummary) return;
    // A reopened page tries once more what was left queued or failed (a reload can cut a send short).
    const reopened = !resumed.current;
    resumed.current = true;
    const resume = reopened && (delivery === 'failed' || (delivery === 'queued' && navigator.onLine));
    if (delivery === 'idle' || resume) void dispatch(sendConsultation(lng));
  }, [isSummary, delivery, lng, dispatch]);

  useEffect(() => {
    if (!isSummary || delivery !== 'queued') return;
    const onOnline = () => {
      void dispatch(sendConsultation(lng));
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [isSummary, delivery, lng, dispatch]);

  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!isSummary || worker === undefined || requestId === null) return;
    const onMessage = (event: MessageEvent) => {
      // The worker's word that it replayed this request (src/service-worker.ts): only final answers.
      const outcome = replayedOutcome(event.data, 'consultation', requestId);
      if (outcome !== undefined) dispatch(queuedDeliveryReplayed({ requestId, outcome }));
    };
    worker.addEventListener('message', onMessage);
    return () => {
      worker.removeEventListener('message', onMessage);
    };
  }, [isSummary, requestId, dispatch]);

  return () => {
    void dispatch(sendConsultation(lng));
  };
}
