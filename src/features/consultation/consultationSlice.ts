import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  REQUIREMENTS_MAX_LENGTH,
  type Budget,
  type ChoiceQuestion,
  type ChoiceValue,
  type ProjectType,
  type Timeline,
} from '../../lib/leads/consultation';
import { newRequestId } from '../../lib/leads/ids';

export const wizardQuestions = ['projectType', 'budget', 'timeline', 'requirements'] as const;
export type WizardQuestion = (typeof wizardQuestions)[number];

/** 0-3 are the questions in order; 4 is the summary, shown once the visitor has submitted. */
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const LAST_QUESTION_STEP = 3;
export const SUMMARY_STEP = 4;

/**
 * Where the request stands. `sending` lasts only while a request is in flight: it is never stored, so a
 * reload during a send starts from `idle` and sends again with the same request id. `failed` may pass
 * (Retry); `rejected` is final (a refusal that sending again would not change).
 */
export const deliveryStates = ['idle', 'sending', 'queued', 'sent', 'stored', 'failed', 'rejected'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export interface ConsultationAnswers {
  projectType: ProjectType | null;
  budget: Budget | null;
  timeline: Timeline | null;
  requirements: string;
}

export interface ConsultationState {
  step: WizardStep;
  answers: ConsultationAnswers;
  /**
   * Minted on Submit, so one id always carries one set of answers: a draft continued in another tab and
   * submitted there gets an id of its own. `null` until then.
   */
  requestId: string | null;
  delivery: DeliveryState;
  /** The wizard's honeypot as it was on Submit: empty from a person (see `lib/leads/spam.ts`). */
  honeypot: string;
}

export type ChoiceAnswer = { [Q in ChoiceQuestion]: { question: Q; value: ChoiceValue<Q> } }[ChoiceQuestion];

/** Identifies which draft a delivery result belongs to, so a late answer never lands on a newer draft. */
interface DeliveryOf {
  requestId: string;
}

export function newDraft(): ConsultationState {
  return {
    step: 0,
    answers: { projectType: null, budget: null, timeline: null, requirements: '' },
    requestId: null,
    delivery: 'idle',
    honeypot: '',
  };
}

function currentQuestion(state: ConsultationState): WizardQuestion | null {
  return state.step === SUMMARY_STEP ? null : wizardQuestions[state.step];
}

function stepHasValue(state: ConsultationState): boolean {
  const question = currentQuestion(state);
  if (question === null) return false;
  return question === 'requirements' ? state.answers.requirements !== '' : state.answers[question] !== null;
}

function isCurrentDraftAt(state: ConsultationState, requestId: string, delivery: readonly DeliveryState[]) {
  return state.step === SUMMARY_STEP && state.requestId === requestId && delivery.includes(state.delivery);
}

function recordChoice(answers: ConsultationAnswers, answer: ChoiceAnswer): void {
  switch (answer.question) {
    case 'projectType':
      answers.projectType = answer.value;
      break;
    case 'budget':
      answers.budget = answer.value;
      break;
    case 'timeline':
      answers.timeline = answer.value;
      break;
  }
}

export const consultationSlice = createSlice({
  name: 'consultation',
  initialState: newDraft,
  reducers: {
    /** A choice card was chosen: the answer is recorded and the wizard moves to the next question. */
    answerChosen(state, action: PayloadAction<ChoiceAnswer>) {
      if (currentQuestion(state) !== action.payload.question) return;
      recordChoice(state.answers, action.payload);
      state.step += 1;
    },
    requirementsEdited(state, action: PayloadAction<string>) {
      if (currentQuestion(state) !== 'requirements') return;
      state.answers.requirements = action.payload.slice(0, REQUIREMENTS_MAX_LENGTH);
    },
    nextClicked(state) {
      if (state.step < LAST_QUESTION_STEP && stepHasValue(state)) state.step += 1;
    },
    backClicked(state) {
      if (state.step > 0 && state.step <= LAST_QUESTION_STEP) state.step -= 1;
    },
    /** Submit on the last question: the summary shows and the draft, under a new id, is ready to be sent. */
    submitted: {
      reducer: (state, action: PayloadAction<{ requestId: string; honeypot: string }>) => {
        if (state.step !== LAST_QUESTION_STEP) return;
        state.step = SUMMARY_STEP;
        state.requestId = action.payload.requestId;
        state.delivery = 'idle';
        state.honeypot = action.payload.honeypot;
      },
      prepare: (honeypot?: string) => ({ payload: { requestId: newRequestId(), honeypot: honeypot ?? '' } }),
    },
    wizardReset: () => newDraft(),
    deliveryStarted(state, action: PayloadAction<DeliveryOf>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['idle', 'queued', 'failed'])) state.delivery = 'sending';
    },
    deliverySucceeded(state, action: PayloadAction<DeliveryOf & { outcome: 'sent' | 'stored' }>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['sending'])) state.delivery = action.payload.outcome;
    },
    deliveryFailed(state, action: PayloadAction<DeliveryOf>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['sending'])) state.delivery = 'failed';
    },
    /** The relay refused the request for good: only the e-mail fallback is left. */
    deliveryRejected(state, action: PayloadAction<DeliveryOf>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['sending'])) state.delivery = 'rejected';
    },
    /** The browser is offline, or the service worker kept the request: it waits for the connection. */
    deliveryQueued(state, action: PayloadAction<DeliveryOf>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['idle', 'sending', 'failed'])) state.delivery = 'queued';
    },
    /** The service worker replayed the queued request; it reports only final answers, a refusal included. */
    queuedDeliveryReplayed(state, action: PayloadAction<DeliveryOf & { outcome: 'sent' | 'stored' | 'rejected' }>) {
      if (isCurrentDraftAt(state, action.payload.requestId, ['queued'])) state.delivery = action.payload.outcome;
    },
  },
  selectors: {
    selectStep: (state) => state.step,
    selectAnswers: (state) => state.answers,
    selectRequestId: (state) => state.requestId,
    selectDelivery: (state) => state.delivery,
    selectHoneypot: (state) => state.honeypot,
    selectCurrentQuestion: currentQuestion,
    selectIsSummary: (state) => state.step === SUMMARY_STEP,
    selectCanGoBack: (state) => state.step > 0 && state.step <= LAST_QUESTION_STEP,
    selectCanGoNext: (state) => state.step < LAST_QUESTION_STEP && stepHasValue(state),
    /**
     * The summary is showing and its request has not reached the relay: `idle` (just submitted, or a send
     * interrupted by a reload) or `queued` (waiting to be back online). A failed send waits for Retry.
     */
    selectNeedsSending: (state) =>
      state.step === SUMMARY_STEP && (state.delivery === 'idle' || state.delivery === 'queued'),
  },
});

/** The visitor opened the wizard: a draft it finds submitted but unsent is sent (consultationListeners). */
export const wizardOpened = createAction('consultation/wizardOpened');
/** Retry, after a send that failed. */
export const retryClicked = createAction('consultation/retryClicked');

export const {
  answerChosen,
  requirementsEdited,
  nextClicked,
  backClicked,
  submitted,
  wizardReset,
  deliveryStarted,
  deliverySucceeded,
  deliveryFailed,
  deliveryRejected,
  deliveryQueued,
  queuedDeliveryReplayed,
} = consultationSlice.actions;

export const {
  selectStep,
  selectAnswers,
  selectRequestId,
  selectDelivery,
  selectHoneypot,
  selectCurrentQuestion,
  selectIsSummary,
  selectCanGoBack,
  selectCanGoNext,
  selectNeedsSending,
} = consultationSlice.selectors;
