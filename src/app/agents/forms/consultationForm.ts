import type { AppStore } from '../../store';
import {
  answerChosen,
  requirementsEdited,
  selectDelivery,
  selectIsSummary,
  wizardReset,
} from '../../../features/consultation/consultationSlice';
import { detailEdited } from '../../../features/consultation/contactDetailsSlice';
import type { Budget, ContactDetails, ProjectType, Timeline } from '../../../lib/leads/consultation';
import type { DeliveryStatus } from '../../../lib/leads/delivery';
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
    const { status } = selectDelivery(state);
    return selectIsSummary(state) && (status === 'sending' || status === 'queuedInPage' || status === 'queuedInWorker');
  },

  /** Starts a fresh draft with these answers and details, on the last question, as the visitor would leave it. */
  fill(store: AppStore, values: ConsultationFormValues): void {
    store.dispatch(wizardReset());
    store.dispatch(answerChosen({ question: 'projectType', value: values.projectType }));
    store.dispatch(answerChosen({ question: 'budget', value: values.budget }));
    store.dispatch(answerChosen({ question: 'timeline', value: values.timeline }));
    store.dispatch(requirementsEdited(values.requirements));
    for (const field of ['name', 'email', 'company', 'phone'] as const)
      store.dispatch(detailEdited({ field, value: values[field] }));
    showForm(document.querySelector('main .wizard'));
  },

  /** Presses Submit and resolves with where the request ended, or the field the wizard refused. */
  async submit(store: AppStore): Promise<{ outcome: ConsultationOutcome; id: string } | { invalid: string }> {
    // On the last question the wizard's one primary button is Submit.
    const button = document.querySelector<HTMLButtonElement>('main .wizard-nav button.btn-primary');
    if (selectIsSummary(store.getState()) || button === null) return { invalid: 'projectType' };
    button.click();
    const { id } = selectDelivery(store.getState());
    if (!selectIsSummary(store.getState()) || id === null) {
      const field = document.activeElement?.getAttribute('name');
      return { invalid: field ?? 'email' };
    }
    const outcome = await settled(store, (state) => {
      const delivery = selectDelivery(state);
      // The visitor started over meanwhile: the page no longer follows this request, nor can the tool.
      if (delivery.id !== id) return 'failed';
      return outcomes[delivery.status];
    });
    return { outcome, id };
  },
};
