import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newRequestId } from '../../lib/leads/ids';
import {
  advanceDelivery,
  idleDelivery,
  isDeliveryEvent,
  type DeliveryStatus,
  type LeadDelivery,
} from '../../lib/leads/delivery';
import { newsletterEmailError, type NewsletterEmailError } from './newsletterEmail';

export interface NewsletterState {
  email: string;
  error: NewsletterEmailError | null;
  /** What the last Subscribe sent: its address (shown in the outcome), honeypot and page time. */
  signup: { email: string; website: string; draftMs: number } | null;
  delivery: LeadDelivery;
}

/** What the footer says of a sign-up in each delivery status (null: nothing yet); an agent's tool answers the same. */
export type SignupOutcome = 'sent' | 'queued' | 'failed' | 'off';
export const signupOutcomes: Record<DeliveryStatus, SignupOutcome | null> = {
  idle: null,
  sending: null,
  sent: 'sent',
  stored: 'sent',
  queuedInWorker: 'queued',
  queuedInPage: 'failed',
  failed: 'failed',
  rejected: 'failed',
  off: 'off',
};

const initialState: NewsletterState = { email: '', error: null, signup: null, delivery: idleDelivery };

export const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    emailEdited(state, action: PayloadAction<string>) {
      state.email = action.payload;
      if (state.delivery.status !== 'sending') state.delivery.status = 'idle';
    },
    /** Subscribe: one id per address, kept by Try again, so a retry or the worker's replay is one sign-up. */
    signupSubmitted: {
      reducer(state, action: PayloadAction<{ id: string; website: string; draftMs: number }>) {
        state.error = newsletterEmailError(state.email);
        if (state.error !== null || state.delivery.status === 'sending') return;
        const email = state.email.trim();
        if (state.delivery.id === null || state.signup?.email !== email) state.delivery.id = action.payload.id;
        state.delivery.status = 'idle';
        state.signup = { email, website: action.payload.website, draftMs: action.payload.draftMs };
      },
      prepare: (spam: { website: string; draftMs: number }) => ({ payload: { id: newRequestId(), ...spam } }),
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isDeliveryEvent, (state, action) => {
      const before = state.delivery.status;
      state.delivery = advanceDelivery(state.delivery, 'newsletter', action);
      const { status } = state.delivery;
      // Sent, or kept by the worker: the field is ready for another address.
      if (status !== before && (status === 'sent' || status === 'stored' || status === 'queuedInWorker'))
        state.email = '';
    });
  },
  selectors: {
    selectNewsletter: (state) => state,
    selectNewsletterDelivery: (state) => state.delivery,
  },
});

export const { emailEdited, signupSubmitted } = newsletterSlice.actions;
export const { selectNewsletter, selectNewsletterDelivery } = newsletterSlice.selectors;
