import { makeStore } from '../../../../src/app/store';
import {
  answerChosen,
  backClicked,
  consultationSlice,
  deliveryStates,
  deliveryFailed,
  deliveryQueued,
  deliveryRejected,
  deliveryStarted,
  deliverySucceeded,
  newDraft,
  nextClicked,
  queuedDeliveryReplayed,
  requirementsEdited,
  selectCanGoBack,
  selectCanGoNext,
  selectCurrentQuestion,
  selectNeedsSending,
  submitted,
  wizardReset,
  type ConsultationState,
  type DeliveryState,
} from '../../../../src/features/consultation/consultationSlice';
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

const atSummary = (delivery: DeliveryState) => draft({ step: 4, answers: { ...answered }, requestId: ID, delivery });

describe('a new draft', () => {
  it('starts on the first question with no answers, idle, and no request id before Submit', () => {
    expect(makeStore().getState().consultation).toMatchObject({
      step: 0,
      answers: { projectType: null, budget: null, timeline: null, requirements: '' },
      requestId: null,
      delivery: 'idle',
    });
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

  it('never leaves the last question: Submit does that', () => {
    expect(reduce(draft({ step: 3, answers: { ...answered } }), nextClicked()).step).toBe(3);
  });
});

describe('backClicked', () => {
  it('moves back by one and keeps the answers', () => {
    const state = reduce(draft({ step: 2, answers: { ...answered } }), backClicked());
    expect(state).toMatchObject({ step: 1, answers: answered });
  });

  it('does nothing on the first question or on the summary', () => {
    expect(reduce(draft(), backClicked()).step).toBe(0);
    expect(reduce(atSummary('idle'), backClicked()).step).toBe(4);
  });
});

describe('submitted', () => {
  it('on the last question shows the summary, ready to send, even without requirements', () => {
    const event = submitted();
    const state = reduce(draft({ step: 3, answers: { ...answered, requirements: '' } }), event);
    expect(state).toMatchObject({ step: 4, delivery: 'idle', requestId: event.payload.requestId });
    expect(isRequestId(state.requestId)).toBe(true);
    expect(selectNeedsSending({ consultation: state })).toBe(true);
  });

  it('gives every submission an id of its own, so one draft submitted in two tabs goes out as two requests', () => {
    const lastQuestion = draft({ step: 3, answers: { ...answered } });
    const inOneTab = reduce(lastQuestion, submitted());
    const inAnother = reduce(reduce(lastQuestion, requirementsEdited('Other answers')), submitted());
    expect(inAnother.requestId).not.toBe(inOneTab.requestId);
  });

  it('does nothing before the last question', () => {
    expect(reduce(draft({ step: 2, answers: { ...answered } }), submitted()).step).toBe(2);
  });
});

describe('wizardReset', () => {
  it('starts a new draft, which gets its id when it is submitted', () => {
    expect(reduce(atSummary('sent'), wizardReset())).toEqual(newDraft());
    expect(newDraft().requestId).toBeNull();
  });
});

describe('delivery', () => {
  it('goes idle -> sending -> sent or stored', () => {
    const sending = reduce(atSummary('idle'), deliveryStarted({ requestId: ID }));
    expect(sending.delivery).toBe('sending');
    expect(reduce(sending, deliverySucceeded({ requestId: ID, outcome: 'sent' })).delivery).toBe('sent');
    expect(reduce(sending, deliverySucceeded({ requestId: ID, outcome: 'stored' })).delivery).toBe('stored');
  });

  it('fails from sending, and may start again (Retry) from failed or queued', () => {
    const failed = reduce(atSummary('sending'), deliveryFailed({ requestId: ID }));
    expect(failed.delivery).toBe('failed');
    expect(reduce(failed, deliveryStarted({ requestId: ID })).delivery).toBe('sending');
    expect(reduce(atSummary('queued'), deliveryStarted({ requestId: ID })).delivery).toBe('sending');
  });

  it('is rejected for good from sending, and Retry cannot start it again', () => {
    const rejected = reduce(atSummary('sending'), deliveryRejected({ requestId: ID }));
    expect(rejected.delivery).toBe('rejected');
    expect(reduce(rejected, deliveryStarted({ requestId: ID })).delivery).toBe('rejected');
    expect(reduce(atSummary('idle'), deliveryRejected({ requestId: ID })).delivery).toBe('idle');
    expect(reduce(atSummary('sending'), deliveryRejected({ requestId: OTHER_ID })).delivery).toBe('sending');
  });

  it('queues a request while offline, from idle, sending or failed', () => {
    for (const from of ['idle', 'sending', 'failed'] as const) {
      expect(reduce(atSummary(from), deliveryQueued({ requestId: ID })).delivery).toBe('queued');
    }
    expect(reduce(atSummary('sent'), deliveryQueued({ requestId: ID })).delivery).toBe('sent');
  });

  it('takes the service worker’s replay of the queued request as the outcome, for this draft only', () => {
    for (const outcome of ['sent', 'stored', 'rejected'] as const) {
      expect(reduce(atSummary('queued'), queuedDeliveryReplayed({ requestId: ID, outcome })).delivery).toBe(outcome);
    }
    expect(reduce(atSummary('queued'), queuedDeliveryReplayed({ requestId: OTHER_ID, outcome: 'sent' })).delivery).toBe(
      'queued',
    );
    expect(reduce(atSummary('sent'), queuedDeliveryReplayed({ requestId: ID, outcome: 'rejected' })).delivery).toBe(
      'sent',
    );
    expect(reduce(atSummary('sending'), queuedDeliveryReplayed({ requestId: ID, outcome: 'sent' })).delivery).toBe(
      'sending',
    );
  });

  it('cannot start twice, nor after the request went through', () => {
    for (const from of ['sending', 'sent', 'stored', 'rejected'] as const) {
      expect(reduce(atSummary(from), deliveryStarted({ requestId: ID })).delivery).toBe(from);
    }
  });

  it('ignores results that arrive when nothing is being sent', () => {
    expect(reduce(atSummary('idle'), deliverySucceeded({ requestId: ID, outcome: 'sent' })).delivery).toBe('idle');
    expect(reduce(atSummary('sent'), deliveryFailed({ requestId: ID })).delivery).toBe('sent');
  });

  it('ignores every delivery event of another draft (a late answer after Start over)', () => {
    expect(reduce(atSummary('idle'), deliveryStarted({ requestId: OTHER_ID })).delivery).toBe('idle');
    expect(reduce(atSummary('sending'), deliverySucceeded({ requestId: OTHER_ID, outcome: 'sent' })).delivery).toBe(
      'sending',
    );
    expect(reduce(atSummary('sending'), deliveryFailed({ requestId: OTHER_ID })).delivery).toBe('sending');
    expect(reduce(atSummary('sending'), deliveryQueued({ requestId: OTHER_ID })).delivery).toBe('sending');
  });

  it('never starts before the summary', () => {
    expect(reduce(draft({ step: 3, answers: { ...answered } }), deliveryStarted({ requestId: ID })).delivery).toBe(
      'idle',
    );
  });
});

describe('selectors', () => {
  const root = (consultation: ConsultationState) => ({ consultation });

  it('name the current question, or none on the summary', () => {
    expect(selectCurrentQuestion(root(draft()))).toBe('projectType');
    expect(selectCurrentQuestion(root(draft({ step: 3, answers: { ...answered } })))).toBe('requirements');
    expect(selectCurrentQuestion(root(atSummary('idle')))).toBeNull();
  });

  it('allow Back from the second to the last question, and Next once the step has a value', () => {
    expect(selectCanGoBack(root(draft()))).toBe(false);
    expect(selectCanGoBack(root(draft({ step: 1, answers: { ...answered } })))).toBe(true);
    expect(selectCanGoBack(root(atSummary('idle')))).toBe(false);
    expect(selectCanGoNext(root(draft()))).toBe(false);
    expect(selectCanGoNext(root(draft({ step: 1, answers: { ...answered } })))).toBe(true);
    expect(selectCanGoNext(root(draft({ step: 3, answers: { ...answered } })))).toBe(false);
  });

  it('say the draft needs sending at the summary while idle or queued only', () => {
    const needs = (delivery: DeliveryState) => selectNeedsSending(root(atSummary(delivery)));
    expect(deliveryStates.filter(needs)).toEqual(['idle', 'queued']);
    expect(selectNeedsSending(root(draft({ step: 3, answers: { ...answered } })))).toBe(false);
  });
});
