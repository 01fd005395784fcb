import { makeStore, type RootState } from '../../../../src/app/store';
import { wizardReset, type ConsultationState } from '../../../../src/features/consultation/consultationSlice';
import { sendConsultation } from '../../../../src/features/consultation/sendConsultation';
import { fakeRelayFetch, relayAnswers, type RelayAnswer } from '../../../support/fakeRelay';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

function summaryStore(delivery: ConsultationState['delivery'] = 'idle') {
  const consultation = {
    step: 4,
    answers: { projectType: 'ecommerce', budget: 'large', timeline: 'oneMonth', requirements: 'Trois boutiques' },
    requestId: ID,
    delivery,
    _persist: { version: 1, rehydrated: true },
  } as RootState['consultation'];
  return makeStore({ consultation });
}

function relay(...answers: RelayAnswer[]) {
  const fake = fakeRelayFetch(...answers);
  let online = true;
  let leaving = false;
  const transport = {
    endpoint: '/api/consultation',
    fetch: fake.fetch,
    isOnline: () => online,
    isLeaving: () => leaving,
  };
  return { ...fake, transport, goOffline: () => (online = false), leavePage: () => (leaving = true) };
}

const delivery = (store: ReturnType<typeof makeStore>) => store.getState().consultation.delivery;

describe('sending the summary’s request', () => {
  it('sends the draft with its id and the active language, then records the outcome', async () => {
    const store = summaryStore();
    const fake = relay(relayAnswers.stored);
    const sending = store.dispatch(sendConsultation('en', fake.transport));
    expect(delivery(store)).toBe('sending');
    await sending;
    expect(delivery(store)).toBe('stored');
    expect(fake.payloads()).toEqual([
      {
        id: ID,
        projectType: 'ecommerce',
        budget: 'large',
        timeline: 'oneMonth',
        requirements: 'Trois boutiques',
        lng: 'en',
      },
    ]);
  });

  it('never sends twice at once, nor again once delivered', async () => {
    const store = summaryStore();
    const fake = relay(relayAnswers.sent);
    fake.hold();
    const first = store.dispatch(sendConsultation('fr', fake.transport));
    const second = store.dispatch(sendConsultation('fr', fake.transport));
    fake.release();
    await Promise.all([first, second]);
    await store.dispatch(sendConsultation('fr', fake.transport));
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(delivery(store)).toBe('sent');
  });

  it('lets a failed request be retried with the same id', async () => {
    const store = summaryStore();
    const fake = relay(relayAnswers.providerFailed, relayAnswers.sent);
    await store.dispatch(sendConsultation('fr', fake.transport));
    expect(delivery(store)).toBe('failed');
    await store.dispatch(sendConsultation('fr', fake.transport));
    expect(delivery(store)).toBe('sent');
    expect(fake.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
  });

  it('queues the request while offline, and when the service worker keeps it', async () => {
    const offline = summaryStore();
    const unreachable = relay('network-error');
    unreachable.goOffline();
    await offline.dispatch(sendConsultation('fr', unreachable.transport));
    expect(delivery(offline)).toBe('queued');

    const kept = summaryStore();
    await kept.dispatch(sendConsultation('fr', relay(relayAnswers.queued).transport));
    expect(delivery(kept)).toBe('queued');
  });

  it('leaves a request cancelled by a reload unsent, so the reopened page sends it again', async () => {
    const store = summaryStore();
    const fake = relay('network-error');
    fake.leavePage();
    await store.dispatch(sendConsultation('fr', fake.transport));
    expect(delivery(store)).toBe('sending');
  });

  it('sends nothing before the summary', async () => {
    const store = makeStore();
    const fake = relay(relayAnswers.sent);
    await store.dispatch(sendConsultation('fr', fake.transport));
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('drops a late answer about a draft the visitor has since replaced', async () => {
    const store = summaryStore();
    const fake = relay(relayAnswers.sent);
    fake.hold();
    const sending = store.dispatch(sendConsultation('fr', fake.transport));
    store.dispatch(wizardReset());
    fake.release();
    await sending;
    expect(store.getState().consultation).toMatchObject({ step: 0, delivery: 'idle' });
  });
});
