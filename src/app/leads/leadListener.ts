import { createAction, createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';

/**
 * What the service worker posts to its pages (a lead it replayed got a final answer), as an action: the
 * features' listeners decide what it means for their drafts (see `replayedOutcome`).
 */
export const workerMessaged = createAction<unknown>('leads/workerMessaged');

/**
 * Where leads are sent from. Each lead feature registers, when its page's code loads, what starts a
 * delivery: the submit, a stored draft found unsent, the connection coming back, Retry, the worker's word.
 */
export const leadListener = createListenerMiddleware();

export const startLeadListening = leadListener.startListening.withTypes<RootState, AppDispatch>();
