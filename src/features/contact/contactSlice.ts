import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import {
  contactFields,
  emptyContactValues,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../lib/leads/contact';
import {
  advanceDelivery,
  idleDelivery,
  isDelivered,
  isDeliveryEvent,
  isRefused,
  type LeadDelivery,
} from '../../lib/leads/delivery';
import { newRequestId } from '../../lib/leads/ids';

/**
 * Page time spent on the draft (`performance.now()`, never a clock time), for the relay's time trap: what
 * earlier pages of this tab counted, and since when this page counts (its first keystroke).
 */
export interface DraftClock {
  before: number;
  since: number | null;
}

export interface ContactState {
  values: ContactValues;
  touched: Partial<Record<ContactField, true>>;
  errors: ContactErrors;
  /** Its id is given at the first Submit and kept by Try Again and the worker's replay, until delivered. */
  delivery: LeadDelivery;
  /** The honeypot as it was on Submit: empty from a person. */
  honeypot: string;
  clock: DraftClock;
}

export const initialContact: ContactState = {
  values: emptyContactValues,
  touched: {},
  errors: {},
  delivery: idleDelivery,
  honeypot: '',
  clock: { before: 0, since: null },
};

export const draftMsOf = (clock: DraftClock, now: number) =>
  Math.round(clock.before + (clock.since === null ? 0 : now - clock.since));

const editable = (state: ContactState) => state.delivery.status === 'idle';

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContact,
  reducers: {
    fieldChanged: {
      reducer(state, action: PayloadAction<{ field: ContactField; value: string; at: number }>) {
        if (!editable(state)) return;
        const { field, value, at } = action.payload;
        state.values[field] = value;
        if (state.touched[field]) state.errors[field] = validateField(field, value);
        state.clock.since ??= at;
      },
      prepare: (change: { field: ContactField; value: string }) => ({
        payload: { ...change, at: performance.now() },
      }),
    },
    fieldBlurred(state, action: PayloadAction<ContactField>) {
      if (!editable(state)) return;
      const field = action.payload;
      state.touched[field] = true;
      state.errors[field] = validateField(field, state.values[field]);
    },
    /** Every field is checked; a valid message gets its id (once) and goes (contactLead). */
    contactSubmitted: {
      reducer(state, action: PayloadAction<{ id: string; website: string }>) {
        if (!editable(state)) return;
        for (const field of contactFields) state.touched[field] = true;
        state.errors = validateContact(state.values);
        if (Object.keys(state.errors).length > 0) return;
        state.delivery.id ??= action.payload.id;
        state.honeypot = action.payload.website;
      },
      prepare: (website: string) => ({ payload: { id: newRequestId(), website } }),
    },
    anotherMessageRequested(state) {
      if (isDelivered(state.delivery.status)) state.delivery = idleDelivery;
    },
    /** Try Again: the form comes back as it was, its message under the same id. */
    retryRequested(state) {
      const { status } = state.delivery;
      if (status === 'failed' || isRefused(status)) state.delivery.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isDeliveryEvent, (state, action) => {
      const delivery = advanceDelivery(state.delivery, 'contact', action);
      if (delivery === state.delivery) return;
      // Delivered: the form and its draft are emptied.
      if (isDelivered(delivery.status)) return { ...initialContact, delivery };
      state.delivery = delivery;
    });
  },
  selectors: {
    selectContact: (state) => state,
    selectContactValues: (state) => state.values,
    selectContactErrors: (state) => state.errors,
    selectContactDelivery: (state) => state.delivery,
  },
});

export const { fieldChanged, fieldBlurred, contactSubmitted, anotherMessageRequested, retryRequested } =
  contactSlice.actions;

// Injected with the contact page: until then the selectors read an empty form.
export const { selectContact, selectContactValues, selectContactErrors, selectContactDelivery } =
  contactSlice.getSelectors((root: RootState) => root.contact ?? initialContact);
