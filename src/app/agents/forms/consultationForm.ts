import type { AppStore } from '../../store';
import {
  answerChosen,
  requirementsEdited,
  selectDelivery,
  selectIsSummary,
  selectRequestId,
  wizardReset,
  type DeliveryState,
} from '../../../features/consultation/consultationSlice';
import { detailEdited } from '../../../features/consultation/contactDetailsSlice';
import type { Budget, ContactDetails, ProjectType, Timeline } from '../../../lib/leads/consultation';
import { settled, showForm } from './settled';

export interface ConsultationFormValues extends ContactDetails {
  readonly projectType: ProjectType;
  readonly budget: Budget;
  readonly timeline: Timeline;
  readonly requirements: string;
}

/** Where a sent request ended: delivered (`sent`, `stored`), waiting for the connection, or not sent. */
export type ConsultationOutcome = Extract<DeliveryState, 'sent' | 'stored' | 'queued' | 'failed' | 'rejected'>;

const settledStates: readonly DeliveryState[] = ['sent', 'stored', 'queued', 'failed', 'rejected'];

/**
 * The consultation wizard as an agent fills and sends it. The answers and who asks are the actions its cards and
 * fields dispatch, in the order a person would, so the page shows each of them; the request is sent by pressing
 * its own Submit, whose handler dispatches the wizard's thunk with its honeypot and moves focus as for a person,
 * and then takes the wizard's own path (its listeners send it, queue it offline, replay it once, under one id).
 * (Dispatching that thunk from here would cost every visitor of the wizard bytes: a module shared with this
 * chunk loses webpack's scope hoisting in the wizard's.) The one place to change when the wizard changes.
 */
export const consultationForm = {
  /** A request of the wizard is on its way or waiting for the connection: a new one would lose track of it. */
  busy(store: AppStore): boolean {
    const state = store.getState();
    return selectIsSummary(state) && ['sending', 'queued'].includes(selectDelivery(state));
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
    const id = selectRequestId(store.getState());
    if (!selectIsSummary(store.getState()) || id === null) {
      const field = document.activeElement?.getAttribute('name');
      return { invalid: field ?? 'email' };
    }
    const outcome = await settled(store, (state) => {
      const delivery = selectDelivery(state);
      // The visitor started over meanwhile: the page no longer follows this request, nor can the tool.
      if (selectRequestId(state) !== id) return 'failed';
      return (settledStates as readonly string[]).includes(delivery) ? (delivery as ConsultationOutcome) : undefined;
    });
    return { outcome, id };
  },
};
