import type { AppStore, RootState } from '../../store';
import type {
  answerChosen,
  ChoiceAnswer,
  requirementsEdited,
  wizardReset,
} from '../../../features/consultation/consultationSlice';
import type { detailEdited } from '../../../features/consultation/contactDetailsSlice';
import type { Budget, ContactDetails, ProjectType, Timeline } from '../../../lib/leads/consultation';
import type { DeliveryStatus, LeadDelivery } from '../../../lib/leads/delivery';

const idleDelivery: LeadDelivery = { id: null, status: 'idle' };
import { settled, showForm } from './settled';

export interface ConsultationFormValues extends ContactDetails {
  readonly projectType: ProjectType;
  readonly budget: Budget;
  readonly timeline: Timeline;
  readonly requirements: string;
}

/** Where a sent request ended: delivered (`sent`, `stored`), waiting for the connection, or not sent. */
export type ConsultationOutcome = 'sent' | 'stored' | 'queued' | 'failed' | 'rejected';

const outcomes: Partial<Record<DeliveryStatus, ConsultationOutcome>> = {
  sent: 'sent',
  stored: 'stored',
  queuedInPage: 'queued',
  queuedInWorker: 'queued',
  failed: 'failed',
  rejected: 'rejected',
  off: 'rejected',
};

// The wizard's actions by their types, checked against its action creators: importing the slice would share it with
// the wizard's chunk, which would lose scope hoisting (about 300 bytes for every visitor of the wizard).
const choose = (payload: ChoiceAnswer): ReturnType<typeof answerChosen> => ({
  type: 'consultation/answerChosen',
  payload,
});
const reset = (): ReturnType<typeof wizardReset> => ({ type: 'consultation/wizardReset', payload: undefined });
const requirements = (payload: string): ReturnType<typeof requirementsEdited> => ({
  type: 'consultation/requirementsEdited',
  payload,
});
const detail = (payload: Parameters<typeof detailEdited>[0]): ReturnType<typeof detailEdited> => ({
  type: 'consultationContact/detailEdited',
  payload,
});
const SUMMARY_STEP = 4;
const isSummary = (state: RootState) => state.consultation?.step === SUMMARY_STEP;
const delivery = (state: RootState): LeadDelivery => state.consultation?.delivery ?? idleDelivery;

/**
 * The wizard as an agent fills it (the actions its cards and fields dispatch) and sends it: its own Submit, so the
 * lead takes the wizard's path (one id, its listener, its queue). The one place to change when the wizard changes.
 */
export const consultationForm = {
  /** The wizard's slice joins the store with its page: until then there is no form to fill. */
  ready: (store: AppStore): boolean =>
    store.getState().consultation !== undefined && store.getState().consultationContact !== undefined,

  /** A request of the wizard is on its way or waiting for the connection: a new one would lose track of it. */
  busy(store: AppStore): boolean {
    const state = store.getState();
    const { status } = delivery(state);
    return isSummary(state) && (status === 'sending' || status === 'queuedInPage' || status === 'queuedInWorker');
  },

  /** Starts a fresh draft with these answers and details, on the last question, as the visitor would leave it. */
  fill(store: AppStore, values: ConsultationFormValues): void {
    store.dispatch(reset());
    store.dispatch(choose({ question: 'projectType', value: values.projectType }));
    store.dispatch(choose({ question: 'budget', value: values.budget }));
    store.dispatch(choose({ question: 'timeline', value: values.timeline }));
    store.dispatch(requirements(values.requirements));
    for (const field of ['name', 'email', 'company', 'phone'] as const)
      store.dispatch(detail({ field, value: values[field] }));
    showForm(document.querySelector('main .wizard'));
  },

  /** Presses Submit and resolves with where the request ended, or the field the wizard refused. */
  async submit(store: AppStore): Promise<{ outcome: ConsultationOutcome; id: string } | { invalid: string }> {
    // On the last question the wizard's one primary button is Submit.
    const button = document.querySelector<HTMLButtonElement>('main .wizard-nav button.btn-primary');
    if (isSummary(store.getState()) || button === null) return { invalid: 'projectType' };
    button.click();
    const { id } = delivery(store.getState());
    if (!isSummary(store.getState()) || id === null) {
      const field = document.activeElement?.getAttribute('name');
      return { invalid: field ?? 'email' };
    }
    const outcome = await settled(store, (state) => {
      const now = delivery(state);
      // The visitor started over meanwhile: the page no longer follows this request, nor can the tool.
      if (now.id !== id) return 'failed';
      return outcomes[now.status];
    });
    return { outcome, id };
  },
};
