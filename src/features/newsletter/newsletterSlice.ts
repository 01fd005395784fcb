import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { emailError, type EmailError } from '../../lib/email';
import {
  advanceDelivery,
  idleDelivery,
  isDelivered,
  isDeliveryEvent,
  type LeadDelivery,
} from '../../lib/leads/delivery';
import { newRequestId } from '../../lib/leads/ids';

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    newsletter: NewsletterState;
  }
}

export interface NewsletterState {
  email: string;
  error: EmailError | null;
  /** What the last Subscribe sent: its address (shown in the outcome), honeypot and page time. */
  signup: { email: string; website: string; draftMs: number } | null;
  delivery: LeadDelivery;
}

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
        state.error = emailError(state.email) ?? null;
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
      if (status !== before && (isDelivered(status) || status === 'queuedInWorker')) state.email = '';
    });
  },
  selectors: {
    selectNewsletter: (state) => state,
    selectNewsletterDelivery: (state) => state.delivery,
  },
});

export const { emailEdited, signupSubmitted } = newsletterSlice.actions;

// Every store attaches the sign-up as it is made (src/app/store.ts); before, the selectors read an empty form.
export const { selectNewsletter, selectNewsletterDelivery } = newsletterSlice.getSelectors(
  (root: RootState) => root.newsletter ?? initialState,
);
