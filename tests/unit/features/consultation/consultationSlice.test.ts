import type { RootState } from '../../../../src/app/rootReducer';
import {
  answerChosen,
  backClicked,
  changeRequested,
  consultationSlice,
  newDraft,
  nextClicked,
  requirementsEdited,
  reviewRequested,
  selectCanGoBack,
  selectCanGoNext,
  selectCurrentQuestion,
  selectDelivery,
  selectStep,
  submitted,
  wizardReset,
  type ConsultationState,
} from '../../../../src/features/consultation/consultationSlice';
import { deliveryEnded, deliveryStarted, type DeliveryStatus } from '../../../../src/lib/leads/delivery';
import { isRequestId } from '../../../../src/lib/leads/ids';

const reduce = consultationSlice.reducer;
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_ID = '9f2c7a4e-51d0-4c8e-a1b2-0f6e2d9c3b7a';

function draft(overrides: Partial<ConsultationState> = {}): ConsultationState {
  return { ...newDraft(), ...overrides };
}

const answered = {
  projectType: 'mobileApp',
  budget: 'medium',
  timeline: 'oneMonth',
  requirements: 'An app for our shops',
} as const;

const atSummary = (status: DeliveryStatus) =>
  draft({ step: 5, answers: { ...answered }, delivery: { id: ID, status } });
const atReview = () => draft({ step: 4, answers: { ...answered } });

const root = (consultation: ConsultationState) => ({ consultation }) as unknown as RootState;

describe('a new draft', () => {
  it('starts on the first question with no answers, idle, and no request id before Submit', () => {
    expect(newDraft()).toMatchObject({
      step: 0,
      answers: { projectType: null, budget: null, timeline: null, requirements: '' },
      delivery: { id: null, status: 'idle' },
    });
  });

  it('is what the selectors read before the wizard’s page has added its slice to the store', () => {
    const empty = {} as RootState;
    expect(selectStep(empty)).toBe(0);
    expect(selectDelivery(empty)).toEqual({ id: null, status: 'idle' });
  });
});

describe('answerChosen', () => {
  it('records the answer of the current choice question and moves forward', () => {
    let state = reduce(draft(), answerChosen({ question: 'projectType', value: 'ecommerce' }));
    expect(state).toMatchObject({ step: 1, answers: { projectType: 'ecommerce' } });
    state = reduce(state, answerChosen({ question: 'budget', value: 'enterprise' }));
    expect(state).toMatchObject({ step: 2, answers: { budget: 'enterprise' } });
    state = reduce(state, answerChosen({ question: 'timeline', value: 'flexible' }));
    expect(state).toMatchObject({ step: 3, answers: { timeline: 'flexible' } });
  });

  it('replaces an earlier answer when the visitor comes back and chooses again', () => {
    const state = reduce(
      draft({ step: 0, answers: { ...answered } }),
      answerChosen({ question: 'projectType', value: 'website' }),
    );
    expect(state).toMatchObject({ step: 1, answers: { projectType: 'website', budget: 'medium' } });
  });

  it('ignores an answer to a question that is not showing', () => {
    const before = draft({ step: 1, answers: { ...newDraft().answers, projectType: 'website' } });
    expect(reduce(before, answerChosen({ question: 'timeline', value: 'immediate' }))).toEqual(before);
    expect(reduce(before, answerChosen({ question: 'projectType', value: 'ecommerce' }))).toEqual(before);
    const summary = atSummary('sent');
    expect(reduce(summary, answerChosen({ question: 'budget', value: 'small' }))).toEqual(summary);
  });
});

describe('requirementsEdited', () => {
  it('records the text on the requirements question, cut at 2000 characters', () => {
    const onLastStep = draft({ step: 3, answers: { ...answered, requirements: '' } });
    expect(reduce(onLastStep, requirementsEdited('A shop')).answers.requirements).toBe('A shop');
    expect(reduce(onLastStep, requirementsEdited('x'.repeat(2500))).answers.requirements).toHaveLength(2000);
  });

  it('is ignored anywhere else, so a sent request cannot change', () => {
    expect(reduce(draft(), requirementsEdited('text')).answers.requirements).toBe('');
    expect(reduce(atSummary('sent'), requirementsEdited('changed')).answers.requirements).toBe(answered.requirements);
  });
});

describe('nextClicked', () => {
  it('moves forward by one only when the current step has a value', () => {
    expect(reduce(draft(), nextClicked()).step).toBe(0);
    const answeredFirst = draft({ answers: { ...newDraft().answers, projectType: 'website' } });
    expect(reduce(answeredFirst, nextClicked()).step).toBe(1);
    expect(reduce(draft({ step: 1, answers: { ...answered, budget: null } }), nextClicked()).step).toBe(1);
  });

  it('never leaves the last question: its Review does that', () => {
    expect(reduce(draft({ step: 3, answers: { ...answered } }), nextClicked()).step).toBe(3);
  });
});

describe('backClicked', () => {
  it('moves back by one and keeps the answers', () => {
    const state = reduce(draft({ step: 2, answers: { ...answered } }), backClicked());
    expect(state).toMatchObject({ step: 1, answers: answered });
  });

  it('goes from the review to the last question', () => {
    expect(reduce(atReview(), backClicked())).toMatchObject({ step: 3, answers: answered, backToReview: false });
  });

  it('does nothing on the first question or on the summary', () => {
    expect(reduce(draft(), backClicked()).step).toBe(0);
    expect(reduce(atSummary('idle'), backClicked()).step).toBe(5);
  });
});

describe('reviewRequested', () => {
  it('on the last question shows every answer for review, sending nothing and minting no id', () => {
    const state = reduce(draft({ step: 3, answers: { ...answered, requirements: '' } }), reviewRequested('bot'));
    expect(state).toMatchObject({ step: 4, delivery: { id: null, status: 'idle' }, honeypot: 'bot' });
  });

  it('does nothing before the last question', () => {
    expect(reduce(draft({ step: 2, answers: { ...answered } }), reviewRequested('')).step).toBe(2);
  });
});

describe('changeRequested', () => {
  it.each([
    ['projectType', 0],
    ['budget', 1],
    ['timeline', 2],
    ['requirements', 3],
  ] as const)('opens %s again from the review, its answer kept', (question, step) => {
    expect(reduce(atReview(), changeRequested(question))).toMatchObject({
      step,
      answers: answered,
      backToReview: true,
    });
  });

  it('comes back to the review as soon as the new choice is made, the other answers kept', () => {
    const changing = reduce(atReview(), changeRequested('budget'));
    const changed = reduce(changing, answerChosen({ question: 'budget', value: 'enterprise' }));
    expect(changed).toMatchObject({ step: 4, backToReview: false, answers: { ...answered, budget: 'enterprise' } });
  });

  it('is ignored anywhere but on the review', () => {
    const lastQuestion = draft({ step: 3, answers: { ...answered } });
    expect(reduce(lastQuestion, changeRequested('budget'))).toEqual(lastQuestion);
    expect(reduce(atSummary('sent'), changeRequested('budget'))).toEqual(atSummary('sent'));
  });
});

describe('submitted', () => {
  it('on the review shows the summary, ready to send, even without requirements', () => {
    const event = submitted();
    const state = reduce(draft({ step: 4, answers: { ...answered, requirements: '' } }), event);
    expect(state).toMatchObject({ step: 5, delivery: { id: event.payload.requestId, status: 'idle' } });
    expect(isRequestId(state.delivery.id)).toBe(true);
  });

  it('gives every submission an id of its own, so one draft submitted in two tabs goes out as two requests', () => {
    const inOneTab = reduce(atReview(), submitted());
    const inAnother = reduce(atReview(), submitted());
    expect(inAnother.delivery.id).not.toBe(inOneTab.delivery.id);
  });

  it('does nothing before the review: the last question only opens it', () => {
    expect(reduce(draft({ step: 3, answers: { ...answered } }), submitted()).step).toBe(3);
    expect(reduce(draft({ step: 2, answers: { ...answered } }), submitted()).step).toBe(2);
  });
});

describe('wizardReset', () => {
  it('starts a new draft, which gets its id when it is submitted', () => {
    expect(reduce(atSummary('sent'), wizardReset())).toEqual(newDraft());
    expect(newDraft().delivery.id).toBeNull();
  });
});

describe('the delivery of the submitted draft', () => {
  it('follows the lead lifecycle (lib/leads/delivery.ts) for its own id only', () => {
    const sending = reduce(atSummary('idle'), deliveryStarted({ kind: 'consultation', id: ID }));
    expect(sending.delivery.status).toBe('sending');
    const ended = deliveryEnded({ kind: 'consultation', id: ID, result: { kind: 'delivered', outcome: 'stored' } });
    expect(reduce(sending, ended).delivery.status).toBe('stored');
    const late = deliveryEnded({ kind: 'consultation', id: OTHER_ID, result: { kind: 'failed' } });
    expect(reduce(sending, late).delivery.status).toBe('sending');
  });

  it('ignores the events of another kind of lead that share its id', () => {
    expect(reduce(atSummary('idle'), deliveryStarted({ kind: 'contact', id: ID })).delivery.status).toBe('idle');
  });

  it('never starts before the summary', () => {
    const lastQuestion = draft({ step: 3, answers: { ...answered }, delivery: { id: ID, status: 'idle' } });
    expect(reduce(lastQuestion, deliveryStarted({ kind: 'consultation', id: ID })).delivery.status).toBe('idle');
  });
});

describe('selectors', () => {
  it('name the current question, or none on the review and the summary', () => {
    expect(selectCurrentQuestion(root(atReview()))).toBeNull();
    expect(selectCurrentQuestion(root(draft()))).toBe('projectType');
    expect(selectCurrentQuestion(root(draft({ step: 3, answers: { ...answered } })))).toBe('requirements');
    expect(selectCurrentQuestion(root(atSummary('idle')))).toBeNull();
  });

  it('allow Back from the second question to the review, and Next once the step has a value', () => {
    expect(selectCanGoBack(root(atReview()))).toBe(true);
    expect(selectCanGoBack(root(draft()))).toBe(false);
    expect(selectCanGoBack(root(draft({ step: 1, answers: { ...answered } })))).toBe(true);
    expect(selectCanGoBack(root(atSummary('idle')))).toBe(false);
    expect(selectCanGoNext(root(draft()))).toBe(false);
    expect(selectCanGoNext(root(draft({ step: 1, answers: { ...answered } })))).toBe(true);
    expect(selectCanGoNext(root(draft({ step: 3, answers: { ...answered } })))).toBe(false);
  });
});
