import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { simulateSend, type MessageSender } from './sendMessage';
import {
  contactFields,
  emptyContactValues,
  firstInvalidField,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../lib/leads/contact';

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ContactState {
  values: ContactValues;
  touched: Partial<Record<ContactField, true>>;
  errors: ContactErrors;
  status: ContactStatus;
}

const initialState: ContactState = { values: emptyContactValues, touched: {}, errors: {}, status: 'idle' };

interface StateWithContact {
  contact: ContactState;
}

export const messageSent = createAsyncThunk.withTypes<{ state: StateWithContact }>()(
  'contact/messageSent',
  async (send: MessageSender, { getState }) => {
    await send(getState().contact.values);
  },
  {
    // The one guard against double submission: a message is sent only from a valid, idle form.
    condition: (_send, { getState }) => {
      const { status, values } = getState().contact;
      return status === 'idle' && firstInvalidField(validateContact(values)) === undefined;
    },
  },
);

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    fieldChanged(state, action: PayloadAction<{ field: ContactField; value: string }>) {
      if (state.status !== 'idle') return;
      const { field, value } = action.payload;
      state.values[field] = value;
      if (state.touched[field]) state.errors[field] = validateField(field, value);
    },
    fieldBlurred(state, action: PayloadAction<ContactField>) {
      if (state.status !== 'idle') return;
      const field = action.payload;
      state.touched[field] = true;
      state.errors[field] = validateField(field, state.values[field]);
    },
    submitAttempted(state) {
      if (state.status !== 'idle') return;
      for (const field of contactFields) state.touched[field] = true;
      state.errors = validateContact(state.values);
    },
    anotherMessageRequested(state) {
      if (state.status === 'success') state.status = 'idle';
    },
    retryRequested(state) {
      if (state.status === 'error') state.status = 'idle';
    },
    draftRestored(state, action: PayloadAction<Partial<ContactValues>>) {
      if (state.status !== 'idle') return;
      state.values = { ...state.values, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(messageSent.pending, (state) => {
        state.status = 'submitting';
      })
      .addCase(messageSent.fulfilled, () => ({ ...initialState, status: 'success' as const }))
      .addCase(messageSent.rejected, (state) => {
        state.status = 'error';
      });
  },
  selectors: {
    selectContactValues: (state) => state.values,
    selectContactStatus: (state) => state.status,
    selectContactErrors: (state) => state.errors,
  },
});

export const { fieldChanged, fieldBlurred, submitAttempted, anotherMessageRequested, retryRequested, draftRestored } =
  contactSlice.actions;
export const { selectContactValues, selectContactStatus, selectContactErrors } = contactSlice.selectors;

type ContactThunk<Result> = ThunkAction<Result, StateWithContact, unknown, UnknownAction>;

/**
 * The visitor submits the form: every field is checked and, when all are valid, the message is sent.
 * Returns the first invalid field (where focus should go), or undefined when the send started or was refused.
 */
export function formSubmitted(send: MessageSender = simulateSend): ContactThunk<ContactField | undefined> {
  return (dispatch, getState) => {
    dispatch(submitAttempted());
    const invalid = firstInvalidField(getState().contact.errors);
    if (invalid === undefined) void dispatch(messageSent(send));
    return invalid;
  };
}
