import type { RootState } from '../../app/rootReducer';
import type { AppStore } from '../../app/store';
import { site } from '../../config/site';
import {
  budgets,
  contactDetailsFields,
  contactDetailsMaxLengths,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
  validateContactDetail,
  type ContactDetails,
  type ContactDetailsField,
} from '../../lib/leads/consultation';
import { isQueued } from '../../lib/leads/delivery';
import { settledOutcome, showLeadForm } from '../../lib/leads/leadTools';
import type { PreviewLine } from '../../lib/webmcp/confirmations';
import type { ObjectSchema } from '../../lib/webmcp/toolInput';
import { confirmedTool, type ContractFault, type ToolAnswer, type ToolContext } from '../../lib/webmcp/tools';
import {
  answerChosen,
  requirementsEdited,
  selectDelivery,
  selectIsSummary,
  selectStep,
  LAST_QUESTION_STEP,
  wizardReset,
  type ConsultationAnswers,
} from './consultationSlice';
import { detailEdited } from './contactDetailsSlice';
import { reviewPressed, sendPressed } from './submitConsultation';

type Filled = { [Q in keyof ConsultationAnswers]: NonNullable<ConsultationAnswers[Q]> } & ContactDetails;
type Input = Omit<Filled, 'requirements' | 'company' | 'phone'> &
  Partial<Pick<Filled, 'requirements' | 'company' | 'phone'>>;

const filled = (input: Input): Filled => ({ requirements: '', company: '', phone: '', ...input });

/** The wizard's slices join the store with its page: until then there is no form to fill. */
const joined = (state: RootState) => state.consultation !== undefined && state.consultationContact !== undefined;

/** A request of the wizard is on its way or waiting for the connection: a new one would lose track of it. */
function busy(state: RootState): boolean {
  const { status } = selectDelivery(state);
  return selectIsSummary(state) && (status === 'sending' || isQueued(status));
}

/** A fresh draft with these answers and details, on the last question, as the visitor would leave it. */
function fill(store: AppStore, values: Filled): void {
  store.dispatch(wizardReset());
  store.dispatch(answerChosen({ question: 'projectType', value: values.projectType }));
  store.dispatch(answerChosen({ question: 'budget', value: values.budget }));
  store.dispatch(answerChosen({ question: 'timeline', value: values.timeline }));
  store.dispatch(requirementsEdited(values.requirements));
  for (const field of contactDetailsFields) store.dispatch(detailEdited({ field, value: values[field] }));
  showLeadForm('consultation');
}

/**
 * `request_consultation`, on the consultation page: checked with the wizard's rules, filled into the wizard,
 * confirmed by the visitor, then reviewed and sent as the wizard's review does, so it takes the wizard's own path (one
 * id, its listener, its queue).
 */
export function requestConsultationTool({ t, confirmations, store }: ToolContext<AppStore>) {
  // Each choice with the page's word for it, or the choice alone while that copy is not loaded (i18next then gives
  // back the key).
  const option = (value: string, key: string, label: string) => `${value} (${label === key ? value : label})`;
  const options = {
    projectType: projectTypes.map((value) => {
      const key = `consultation.steps.projectType.${value}` as const;
      return option(value, key, t(key));
    }),
    budget: budgets.map((value) => {
      const key = `consultation.steps.budget.${value}` as const;
      return option(value, key, t(key));
    }),
    timeline: timelines.map((value) => {
      const key = `consultation.steps.timeline.${value}` as const;
      return option(value, key, t(key));
    }),
  };
  const detail = (field: ContactDetailsField, extra: object = {}) => ({
    type: 'string' as const,
    maxLength: contactDetailsMaxLengths[field],
    description: t(`agents.requestConsultation.${field}`),
    ...extra,
  });
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      projectType: {
        type: 'string',
        enum: projectTypes,
        description: t('agents.requestConsultation.projectType', { options: options.projectType.join(', ') }),
      },
      budget: {
        type: 'string',
        enum: budgets,
        description: t('agents.requestConsultation.budget', { options: options.budget.join(', ') }),
      },
      timeline: {
        type: 'string',
        enum: timelines,
        description: t('agents.requestConsultation.timeline', { options: options.timeline.join(', ') }),
      },
      requirements: {
        type: 'string',
        maxLength: REQUIREMENTS_MAX_LENGTH,
        description: t('agents.requestConsultation.requirements'),
      },
      name: detail('name', { minLength: 1 }),
      email: detail('email', { format: 'email' }),
      company: detail('company'),
      phone: detail('phone'),
    },
    required: ['projectType', 'budget', 'timeline', 'name', 'email'],
    additionalProperties: false,
  };
  const agency = { agency: site.agencyName };
  return confirmedTool<Input>(
    {
      name: 'request_consultation',
      title: t('agents.requestConsultation.title'),
      description: t('agents.requestConsultation.description', agency),
      inputSchema,
      check: (input): ContractFault | undefined => {
        const values = filled(input);
        for (const field of contactDetailsFields) {
          const code = validateContactDetail(field, values[field]);
          if (code !== undefined) return { field, message: t(`consultation.contactDetails.errors.${code}`) };
        }
        return undefined;
      },
      prepare: (input): ToolAnswer | undefined => {
        const state = store.getState();
        if (!joined(state)) return { status: 'busy', message: t('agents.answers.notReady') };
        if (busy(state)) return { status: 'busy', message: t('agents.answers.formBusy') };
        fill(store, filled(input));
        return undefined;
      },
      preview: (input) => {
        const values = filled(input);
        const lines: PreviewLine[] = [
          {
            label: t('consultation.summary.projectType'),
            value: t(`consultation.steps.projectType.${values.projectType}`),
          },
          { label: t('consultation.summary.budget'), value: t(`consultation.steps.budget.${values.budget}`) },
          { label: t('consultation.summary.timeline'), value: t(`consultation.steps.timeline.${values.timeline}`) },
          {
            label: t('consultation.summary.requirements'),
            value: values.requirements === '' ? t('consultation.summary.noRequirements') : values.requirements,
          },
          ...contactDetailsFields
            .filter((field) => values[field] !== '')
            .map((field) => ({ label: t(`consultation.contactDetails.${field}`), value: values[field] })),
        ];
        return { action: t('agents.requestConsultation.action', agency), lines };
      },
      send: async () => {
        // The visitor may have moved the wizard meanwhile: the review opens from its last question only.
        if (selectStep(store.getState()) !== LAST_QUESTION_STEP)
          return { status: 'invalid_input', field: 'projectType' };
        // The visitor confirmed every answer in the tool's preview: that is the review, and Send follows it.
        const invalid = store.dispatch(reviewPressed('')) ?? store.dispatch(sendPressed());
        if (invalid !== undefined) return { status: 'invalid_input', field: invalid };
        const { id } = selectDelivery(store.getState());
        if (id === null) return { status: 'invalid_input', field: 'projectType' };
        const outcome = await settledOutcome(store, selectDelivery, id);
        return { status: outcome, id, message: t(`agents.requestConsultation.outcomes.${outcome}`) };
      },
    },
    { t, confirmations },
  );
}
