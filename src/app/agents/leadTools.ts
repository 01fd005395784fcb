import type { TFunction } from 'i18next';
import { site } from '../../config/site';
import {
  budgets,
  contactDetailsMaxLengths,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
  validateContactDetail,
  type ContactDetailsField,
} from '../../lib/leads/consultation';
import {
  contactFields,
  contactMaxLengths,
  MESSAGE_MIN_LENGTH,
  validateField,
  type ContactValues,
} from '../../lib/leads/contact';
import { NEWSLETTER_EMAIL_MAX_LENGTH } from '../../lib/leads/newsletter';
import { isValidEmail } from '../../lib/email';
import type { ObjectSchema } from '../../lib/agents/toolInput';
import { confirmedTool, type ContractFault, type ToolAnswer, type ToolContext } from './agentTool';
import type { PreviewLine } from './confirmation';
import { consultationForm, type ConsultationFormValues } from './forms/consultationForm';
import { contactForm } from './forms/contactForm';
import { newsletterForm } from './forms/newsletterForm';

const agency = { agency: site.agencyName };

/** A page copy's word for an answer, or the answer itself while that copy is not loaded (i18next gives the key). */
function optionText(value: string, key: string, text: string): string {
  return `${value} (${text === key ? value : text})`;
}

const formBusy = (t: TFunction): ToolAnswer => ({ status: 'busy', message: t('agents.answers.formBusy') });
const notReady = (t: TFunction): ToolAnswer => ({ status: 'busy', message: t('agents.answers.notReady') });

type ConsultationInput = Omit<ConsultationFormValues, 'requirements' | 'company' | 'phone'> &
  Partial<Pick<ConsultationFormValues, 'requirements' | 'company' | 'phone'>>;

/**
 * `request_consultation`, on the consultation page: checked with the wizard's rules, filled into it, confirmed
 * by the visitor, then sent by its Submit (`forms/consultationForm.ts`).
 */
export function requestConsultationTool({ t, confirmations, store }: ToolContext) {
  const options = {
    projectType: projectTypes
      .map((value) => {
        const key = `consultation.steps.projectType.${value}` as const;
        return optionText(value, key, t(key));
      })
      .join(', '),
    budget: budgets
      .map((value) => {
        const key = `consultation.steps.budget.${value}` as const;
        return optionText(value, key, t(key));
      })
      .join(', '),
    timeline: timelines
      .map((value) => {
        const key = `consultation.steps.timeline.${value}` as const;
        return optionText(value, key, t(key));
      })
      .join(', '),
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
        description: t('agents.requestConsultation.projectType', { options: options.projectType }),
      },
      budget: {
        type: 'string',
        enum: budgets,
        description: t('agents.requestConsultation.budget', { options: options.budget }),
      },
      timeline: {
        type: 'string',
        enum: timelines,
        description: t('agents.requestConsultation.timeline', { options: options.timeline }),
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
  const values = (input: ConsultationInput): ConsultationFormValues => ({
    requirements: '',
    company: '',
    phone: '',
    ...input,
  });
  return confirmedTool<ConsultationInput>(
    {
      name: 'request_consultation',
      title: t('agents.requestConsultation.title'),
      description: t('agents.requestConsultation.description', agency),
      inputSchema,
      check: (input): ContractFault | undefined => {
        const filled = values(input);
        for (const field of ['name', 'email', 'company', 'phone'] as const) {
          const code = validateContactDetail(field, filled[field]);
          if (code !== undefined) return { field, message: t(`consultation.contactDetails.errors.${code}`) };
        }
        return undefined;
      },
      prepare: (input) => {
        if (!consultationForm.ready(store)) return notReady(t);
        if (consultationForm.busy(store)) return formBusy(t);
        consultationForm.fill(store, values(input));
        return undefined;
      },
      preview: (input) => {
        const filled = values(input);
        const lines: PreviewLine[] = [
          {
            label: t('consultation.summary.projectType'),
            value: t(`consultation.steps.projectType.${filled.projectType}`),
          },
          { label: t('consultation.summary.budget'), value: t(`consultation.steps.budget.${filled.budget}`) },
          { label: t('consultation.summary.timeline'), value: t(`consultation.steps.timeline.${filled.timeline}`) },
          {
            label: t('consultation.summary.requirements'),
            value: filled.requirements === '' ? t('consultation.summary.noRequirements') : filled.requirements,
          },
          ...(['name', 'email', 'company', 'phone'] as const)
            .filter((field) => filled[field] !== '')
            .map((field) => ({ label: t(`consultation.contactDetails.${field}`), value: filled[field] })),
        ];
        return { action: t('agents.requestConsultation.action', agency), lines };
      },
      send: async () => {
        const sent = await consultationForm.submit(store);
        if ('invalid' in sent) return { status: 'invalid_input', field: sent.invalid };
        return { status: sent.outcome, id: sent.id, message: t(`agents.answers.${sent.outcome}`) };
      },
    },
    { t, confirmations },
  );
}

/**
 * `send_contact_message`, on the contact page: the contact form's four fields, checked with its own rules
 * (`lib/leads/contact.ts`), filled into the form, confirmed by the visitor, then sent by the form's submit.
 */
export function sendContactMessageTool({ t, confirmations, store }: ToolContext) {
  const field = (name: keyof ContactValues, extra: object = {}) => ({
    type: 'string' as const,
    minLength: 1,
    maxLength: contactMaxLengths[name],
    description: t(`agents.sendContactMessage.${name}`, { min: MESSAGE_MIN_LENGTH }),
    ...extra,
  });
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      name: field('name'),
      email: field('email', { format: 'email' }),
      subject: field('subject'),
      message: field('message', { minLength: MESSAGE_MIN_LENGTH }),
    },
    required: [...contactFields],
    additionalProperties: false,
  };
  return confirmedTool<ContactValues>(
    {
      name: 'send_contact_message',
      title: t('agents.sendContactMessage.title'),
      description: t('agents.sendContactMessage.description', agency),
      inputSchema,
      check: (input) => {
        for (const name of contactFields) {
          const code = validateField(name, input[name]);
          if (code !== undefined) return { field: name, message: t(`contact.form.errors.${code}`) };
        }
        return undefined;
      },
      prepare: (input) => {
        if (!contactForm.ready(store)) return notReady(t);
        if (contactForm.busy(store)) return formBusy(t);
        contactForm.fill(store, input);
        return undefined;
      },
      preview: (input) => ({
        action: t('agents.sendContactMessage.action', agency),
        lines: contactFields.map((name) => ({ label: t(`contact.form.${name}`), value: input[name] })),
      }),
      send: async () => {
        const sent = await contactForm.submit(store);
        if ('invalid' in sent) return { status: 'invalid_input', field: sent.invalid };
        return { status: sent.outcome, message: t(`agents.answers.${sent.outcome}`) };
      },
    },
    { t, confirmations },
  );
}

/**
 * `subscribe_newsletter`, on every page with the footer's sign-up: one address, checked with the sign-up's
 * rule, typed into the footer's field, confirmed by the visitor, then sent by the footer's own submit.
 */
export function subscribeNewsletterTool({ t, confirmations, store }: ToolContext) {
  const inputSchema: ObjectSchema = {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        format: 'email',
        minLength: 1,
        maxLength: NEWSLETTER_EMAIL_MAX_LENGTH,
        description: t('agents.subscribeNewsletter.email'),
      },
    },
    required: ['email'],
    additionalProperties: false,
  };
  return confirmedTool<{ email: string }>(
    {
      name: 'subscribe_newsletter',
      title: t('agents.subscribeNewsletter.title'),
      description: t('agents.subscribeNewsletter.description', agency),
      inputSchema,
      check: ({ email }) => {
        if (email.trim() === '') return { field: 'email', message: t('newsletter.emailRequired') };
        return isValidEmail(email) ? undefined : { field: 'email', message: t('newsletter.emailInvalid') };
      },
      prepare: ({ email }) => {
        if (newsletterForm.busy(store)) return formBusy(t);
        newsletterForm.fill(email);
        return undefined;
      },
      preview: ({ email }) => ({
        action: t('agents.subscribeNewsletter.action', agency),
        lines: [{ label: t('newsletter.label'), value: email.trim() }],
      }),
      send: async ({ email }) => {
        const outcome = await newsletterForm.submit(store);
        const answers = {
          sent: t('agents.answers.signupSent', { email: email.trim() }),
          queued: t('agents.answers.signupQueued'),
          failed: t('agents.answers.signupFailed'),
          off: t('agents.answers.signupOff'),
        };
        return { status: outcome, message: answers[outcome] };
      },
    },
    { t, confirmations },
  );
}
