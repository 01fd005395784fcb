import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import {
  REQUIREMENTS_MAX_LENGTH,
  type Budget,
  type ChoiceQuestion,
  type ChoiceValue,
  type ProjectType,
  type Timeline,
} from '../../lib/leads/consultation';
import { advanceDelivery, idleDelivery, isDeliveryEvent, type LeadDelivery } from '../../lib/leads/delivery';
import { newRequestId } from '../../lib/leads/ids';

export const wizardQuestions = ['projectType', 'budget', 'timeline', 'requirements'] as const;
export type WizardQuestion = (typeof wizardQuestions)[number];

/** 0-3 are the questions in order; 4 reviews every answer before it is sent; 5 is the summary once it is sent. */
export type WizardStep = 0 | 1 | 2 | 3 | 4 | 5;
export const LAST_QUESTION_STEP = 3;
export const REVIEW_STEP = 4;
export const SUMMARY_STEP = 5;

export interface ConsultationAnswers {
  projectType: ProjectType | null;
  budget: Budget | null;
  timeline: Timeline | null;
  requirements: string;
}

export interface ConsultationState {
  step: WizardStep;
  answers: ConsultationAnswers;
  /** Its id is minted on Submit, so one id carries one set of answers (another tab's Submit gets its own). */
  delivery: LeadDelivery;
  /** The wizard's honeypot as it was on leaving the last question: empty from a person (see `lib/leads/spam.ts`). */
  honeypot: string;
  /** A question opened from the review to change its answer: choosing goes straight back to the review. */
  backToReview: boolean;
}

export type ChoiceAnswer = { [Q in ChoiceQuestion]: { question: Q; value: ChoiceValue<Q> } }[ChoiceQuestion];

export function newDraft(): ConsultationState {
  return {
    step: 0,
    answers: { projectType: null, budget: null, timeline: null, requirements: '' },
    delivery: idleDelivery,
    honeypot: '',
    backToReview: false,
  };
}

function currentQuestion(state: ConsultationState): WizardQuestion | null {
  const { step } = state;
  return step === REVIEW_STEP || step === SUMMARY_STEP ? null : wizardQuestions[step];
}

function stepHasValue(state: ConsultationState): boolean {
  const question = currentQuestion(state);
  if (question === null) return false;
  return question === 'requirements' ? state.answers.requirements !== '' : state.answers[question] !== null;
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
      state.step = state.backToReview ? REVIEW_STEP : ((state.step + 1) as WizardStep);
      state.backToReview = false;
    },
    requirementsEdited(state, action: PayloadAction<string>) {
      if (currentQuestion(state) !== 'requirements') return;
      state.answers.requirements = action.payload.slice(0, REQUIREMENTS_MAX_LENGTH);
    },
    nextClicked(state) {
      if (state.step < LAST_QUESTION_STEP && stepHasValue(state)) state.step += 1;
    },
    backClicked(state) {
      if (state.step > 0 && state.step <= REVIEW_STEP) state.step -= 1;
      state.backToReview = false;
    },
    /** The last question is done (its details checked, `reviewPressed`): every answer shows for review. */
    reviewRequested(state, action: PayloadAction<string | undefined>) {
      if (state.step !== LAST_QUESTION_STEP) return;
      state.step = REVIEW_STEP;
      state.backToReview = false;
      state.honeypot = action.payload ?? '';
    },
    /** "Change" on the review: that question again, with its answer, and back to the review once chosen. */
    changeRequested(state, action: PayloadAction<WizardQuestion>) {
      if (state.step !== REVIEW_STEP) return;
      state.step = wizardQuestions.indexOf(action.payload) as WizardStep;
      state.backToReview = true;
    },
    /** Send on the review: the summary shows and the draft, under a new id, is ready to be sent. */
    submitted: {
      reducer: (state, action: PayloadAction<{ requestId: string }>) => {
        if (state.step !== REVIEW_STEP) return;
        state.step = SUMMARY_STEP;
        state.delivery = { id: action.payload.requestId, status: 'idle' };
      },
      prepare: () => ({ payload: { requestId: newRequestId() } }),
    },
    wizardReset: () => newDraft(),
  },
  extraReducers: (builder) => {
    builder.addMatcher(isDeliveryEvent, (state, action) => {
      if (state.step === SUMMARY_STEP) state.delivery = advanceDelivery(state.delivery, 'consultation', action);
    });
  },
  selectors: {
    selectStep: (state) => state.step,
    selectAnswers: (state) => state.answers,
    selectDelivery: (state) => state.delivery,
    selectHoneypot: (state) => state.honeypot,
    selectCurrentQuestion: currentQuestion,
    selectIsSummary: (state) => state.step === SUMMARY_STEP,
    selectIsReview: (state) => state.step === REVIEW_STEP,
    selectCanGoBack: (state) => state.step > 0 && state.step <= REVIEW_STEP,
    selectCanGoNext: (state) => state.step < LAST_QUESTION_STEP && stepHasValue(state),
  },
});

/** The visitor opened the wizard: a draft it finds submitted but unsent is sent (consultationLead). */
export const wizardOpened = createAction('consultation/wizardOpened');
/** Retry, after a send that failed. */
export const retryClicked = createAction('consultation/retryClicked');

export const {
  answerChosen,
  requirementsEdited,
  nextClicked,
  backClicked,
  reviewRequested,
  changeRequested,
  submitted,
  wizardReset,
} = consultationSlice.actions;

const pristine = newDraft();

// Injected with the wizard's page: until then the store has no draft, and the selectors read a new one.
export const {
  selectStep,
  selectAnswers,
  selectDelivery,
  selectHoneypot,
  selectCurrentQuestion,
  selectIsSummary,
  selectIsReview,
  selectCanGoBack,
  selectCanGoNext,
} = consultationSlice.getSelectors((root: RootState) => root.consultation ?? pristine);
