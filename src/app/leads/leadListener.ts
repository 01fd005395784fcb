import { createAction, createListenerMiddleware, type ListenerEffectAPI } from '@reduxjs/toolkit';
import { resolveLanguage } from '../../i18n/languages';
import type { LeadKind } from '../../lib/leads/answers';
import { replayedLead } from '../../lib/leads/answers';
import {
  canStart,
  deliveryEnded,
  deliveryReplayed,
  deliveryStarted,
  isDelivered,
  isDeliveryEvent,
  isQueued,
} from '../../lib/leads/delivery';
import type { DeliveryResult } from '../../lib/leads/post';
import { connectionRestored } from '../pwa/pwaSlice';
import type { RootState } from '../rootReducer';
import type { AppDispatch } from '../store';
import type { Lead } from './lead';

/** What the service worker posts to its pages, as an action. */
export const workerMessaged = createAction<unknown>('leads/workerMessaged');

export const leadListener = createListenerMiddleware();
const startListening = leadListener.startListening.withTypes<RootState, AppDispatch>();
type Api = ListenerEffectAPI<RootState, AppDispatch>;

/** The leads whose code has loaded (the newsletter's at start, the others with their page). */
const leads = new Map<LeadKind, Lead>();

export function registerLead(lead: Lead): void {
  leads.set(lead.kind, lead);
}

// The language the visitor reads the page in, which the app keeps on <html lang> (syncHtmlLang).
const pageLanguage = () => resolveLanguage(document.documentElement.lang);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The client loads with the first lead sent: no page needs it before.
async function post(endpoint: string, body: object): Promise<DeliveryResult> {
  try {
    const { postLead } = await import(/* webpackChunkName: "leads" */ '../../lib/leads/post');
    return await postLead(endpoint, body);
  } catch {
    return navigator.onLine ? { kind: 'failed' } : { kind: 'queued', by: 'page' };
  }
}

/** Sends the lead's current delivery once: a second call while it is in flight, or after it arrived, does nothing. */
async function deliver(lead: Lead, api: Api): Promise<void> {
  const { kind } = lead;
  const { id } = lead.selectDelivery(api.getState());
  const body = lead.payload(api.getState(), pageLanguage());
  if (id === null || body === undefined || !canStart(lead.selectDelivery(api.getState()))) return;
  api.dispatch(deliveryStarted({ kind, id }));
  const [result] = await Promise.all([post(lead.endpoint, body), pause(lead.minSendingMs ?? 0)]);
  if (result.kind === 'interrupted') return;
  const waitsInPage = result.kind !== 'queued' || result.by === 'worker' || lead.queuesInPage;
  api.dispatch(deliveryEnded({ kind, id, result: waitsInPage ? result : { kind: 'failed' } }));
}

// Registered once, for every lead: each lead's own events, the connection coming back, the worker's word.
startListening({
  predicate: (action, state) => [...leads.values()].some((lead) => lead.sendsOn(action, state)),
  effect: async (action, api) => {
    const due = [...leads.values()].filter((lead) => lead.sendsOn(action, api.getState()));
    await Promise.all(due.map((lead) => deliver(lead, api)));
  },
});

startListening({
  actionCreator: connectionRestored,
  effect: async (_, api) => {
    const queued = [...leads.values()].filter((lead) => isQueued(lead.selectDelivery(api.getState()).status));
    await Promise.all(queued.map((lead) => deliver(lead, api)));
  },
});

startListening({
  actionCreator: workerMessaged,
  effect: ({ payload }, api) => {
    const replayed = replayedLead(payload);
    if (replayed !== undefined) api.dispatch(deliveryReplayed(replayed));
  },
});

startListening({
  predicate: isDeliveryEvent,
  effect: (action, api) => {
    if (!isDeliveryEvent(action)) return;
    const lead = leads.get(action.payload.kind);
    if (lead?.delivered !== undefined && isDelivered(lead.selectDelivery(api.getState()).status))
      api.dispatch(lead.delivered());
  },
});
