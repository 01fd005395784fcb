import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Language } from '../../i18n/languages';
import { newRequestId } from '../../lib/leads/ids';
import type { MessageOutcome, MessageSender } from './sendMessage';
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

/** `queued`: offline, the service worker (or the page, once back online) sends the message later. */
export type ContactStatus = 'idle' | 'submitting' | 'success' | 'queued' | 'error';

export interface ContactState {
  values: ContactValues;
  touched: Partial<Record<ContactField, true>>;
  errors: ContactErrors;
  status: ContactStatus;
  /** The message's one id, from its first sending until it is delivered: retries and replays reuse it. */
  messageId: string | null;
  /** Queued by this page alone (no service worker): closing the tab would lose it. */
  queuedInPage: boolean;
}

const initialState: ContactState = {
  values: emptyContactValues,
  touched: {},
  errors: {},
  status: 'idle',
  messageId: null,
  queuedInPage: false,
};

interface StateWithContact {
  contact: ContactState;
}

export interface SendOptions {
  send: MessageSender;
  lng: Language;
  /** The honeypot's value: empty from a person. */
  website: string;
  /** The draft's page time so far (`draft.ts`), for the relay's time trap. */
  draftMs: number;
}

export const messageSent = createAsyncThunk.withTypes<{ state: StateWithContact }>()(
  'contact/messageSent',
  async ({ send, lng, website, draftMs }: SendOptions, { getState }): Promise<MessageOutcome> => {
    const { values, messageId } = getState().contact;
    return send({ ...values, id: messageId ?? newRequestId(), lng, website, draftMs });
  },
  {
    // The one guard against double submission: a message is sent only from a valid form with its id, and
    // sent again only while it waits in the queue (the connection came back).
    condition: (_options, { getState }) => {
      const { status, values, messageId } = getState().contact;
      return (
        messageId !== null &&
        (status === 'idle' || status === 'queued') &&
        firstInvalidField(validateContact(values)) === undefined
      );
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
    /** The id a message gets when first sent; a draft restored after a reload brings its own back. */
    messageIdAssigned(state, action: PayloadAction<string>) {
      if (state.status === 'idle' && state.messageId === null) state.messageId = action.payload;
    },
    /** The worker replayed the queued message: delivered, or refused for good. */
    queuedMessageReplayed(state, action: PayloadAction<{ id: string; delivered: boolean }>) {
      if (state.status !== 'queued' || action.payload.id !== state.messageId) return state;
      return action.payload.delivered ? { ...initialState, status: 'success' as const } : { ...state, status: 'error' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(messageSent.pending, (state) => {
        state.status = 'submitting';
      })
      .addCase(messageSent.fulfilled, (state, action) =>
        action.payload !== 'delivered'
          ? { ...state, status: 'queued' as const, queuedInPage: action.payload === 'queuedInPage' }
          : { ...initialState, status: 'success' as const },
      )
      .addCase(messageSent.rejected, (state) => {
        state.status = 'error';
      });
  },
  selectors: {
    selectContactValues: (state) => state.values,
    selectContactStatus: (state) => state.status,
    selectContactErrors: (state) => state.errors,
    selectMessageId: (state) => state.messageId,
    selectQueuedInPage: (state) => state.queuedInPage,
  },
});

export const {
  fieldChanged,
  fieldBlurred,
  submitAttempted,
  anotherMessageRequested,
  retryRequested,
  draftRestored,
  messageIdAssigned,
  queuedMessageReplayed,
} = contactSlice.actions;
export const { selectContactValues, selectContactStatus, selectContactErrors, selectMessageId, selectQueuedInPage } =
  contactSlice.selectors;

type ContactThunk<Result> = ThunkAction<Result, StateWithContact, unknown, UnknownAction>;

/**
 * The visitor submits the form: every field is checked and, when all are valid, the message gets its id
 * (once) and is sent. Returns the first invalid field (where focus should go), or undefined when the send
 * started or was refused.
 */
export function formSubmitted(options: SendOptions): ContactThunk<ContactField | undefined> {
  return (dispatch, getState) => {
    dispatch(submitAttempted());
    const invalid = firstInvalidField(getState().contact.errors);
    if (invalid !== undefined) return invalid;
    dispatch(messageIdAssigned(newRequestId()));
    void dispatch(messageSent(options));
    return undefined;
  };
}
