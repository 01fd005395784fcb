import {
  addListener,
  createAction,
  createListenerMiddleware,
  type Dispatch,
  type ListenerEffectAPI,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { site } from '../../config/site';
import { resolveLanguage } from '../../i18n/languages';
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
import { replayedLead } from '../../lib/leads/relayAnswers';
import { connectionRestored } from '../pwa/pwaSlice';
import type { RootState } from '../rootReducer';
import type { LeadForm } from './leadForm';

/** What the service worker posts to its pages, as an action. */
export const workerMessaged = createAction<unknown>('leads/workerMessaged');

// Typed by the root state alone: the store (src/app/store.ts) is made with this listener.
type Api = ListenerEffectAPI<RootState, Dispatch>;

/** A store's lead listener: it reads the worker's word on queued leads; each form attached adds its own listeners. */
export function createLeadListener() {
  const listener = createListenerMiddleware();
  listener.startListening.withTypes<RootState, Dispatch>()({
    actionCreator: workerMessaged,
    effect: ({ payload }, api) => {
      const replayed = replayedLead(payload);
      if (replayed !== undefined) api.dispatch(deliveryReplayed(replayed));
    },
  });
  return listener.middleware;
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
async function deliver(form: LeadForm, api: Api): Promise<void> {
  const { kind } = form;
  const { id } = form.selectDelivery(api.getState());
  const body = form.payload(api.getState(), pageLanguage());
  if (id === null || body === undefined || !canStart(form.selectDelivery(api.getState()))) return;
  api.dispatch(deliveryStarted({ kind, id }));
  const [result] = await Promise.all([post(site.leadEndpoints[kind], body), pause(form.minSendingMs ?? 0)]);
  if (result.kind === 'interrupted') return;
  const waitsInPage = result.kind !== 'queued' || result.by === 'worker' || form.queuesInPage;
  api.dispatch(deliveryEnded({ kind, id, result: waitsInPage ? result : { kind: 'failed' } }));
}

const addLeadListener = addListener.withTypes<RootState, Dispatch>();

/** What sends one form's lead, as actions to add to a store: its own events, the connection coming back, its delivery. */
export function leadListeners(form: LeadForm) {
  return [
    addLeadListener({
      predicate: (action: UnknownAction, state) => form.sendsOn(action, state),
      effect: (_, api) => deliver(form, api),
    }),
    addLeadListener({
      actionCreator: connectionRestored,
      effect: async (_, api) => {
        if (isQueued(form.selectDelivery(api.getState()).status)) await deliver(form, api);
      },
    }),
    addLeadListener({
      predicate: (action) => isDeliveryEvent(action) && action.payload.kind === form.kind,
      effect: (_, api) => {
        if (form.delivered !== undefined && isDelivered(form.selectDelivery(api.getState()).status))
          api.dispatch(form.delivered());
      },
    }),
  ];
}
