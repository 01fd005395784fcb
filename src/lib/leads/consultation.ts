import { isLanguage, type Language } from '../../i18n/languages';
import { emailAddress, emailError } from '../email';
import { isRecord } from '../isRecord';
import { isRequestId } from './ids';
import { nameError, phoneError, type PersonErrorCode } from './person';

/**
 * The consultation request's contract: the answers the wizard offers, the JSON the page sends and the rules every copy
 * of a request must satisfy.
 */
export const projectTypes = ['website', 'mobileApp', 'ecommerce', 'customSoftware'] as const;
export const budgets = ['small', 'medium', 'large', 'enterprise'] as const;
export const timelines = ['immediate', 'oneMonth', 'threeMonths', 'flexible'] as const;

export type ProjectType = (typeof projectTypes)[number];
export type Budget = (typeof budgets)[number];
export type Timeline = (typeof timelines)[number];

export const choiceOptions = { projectType: projectTypes, budget: budgets, timeline: timelines } as const;
export type ChoiceQuestion = keyof typeof choiceOptions;
export type ChoiceValue<Q extends ChoiceQuestion> = (typeof choiceOptions)[Q][number];

export const REQUIREMENTS_MAX_LENGTH = 2000;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isProjectType = (value: unknown): value is ProjectType => isOneOf(projectTypes, value);
export const isBudget = (value: unknown): value is Budget => isOneOf(budgets, value);
export const isTimeline = (value: unknown): value is Timeline => isOneOf(timelines, value);

export function isRequirements(value: unknown): value is string {
  return typeof value === 'string' && value.length <= REQUIREMENTS_MAX_LENGTH;
}

/** Who is asking, so the agency can answer: name and e-mail required, company and phone optional. */
export const contactDetailsFields = ['name', 'email', 'company', 'phone'] as const;
export type ContactDetailsField = (typeof contactDetailsFields)[number];
export type ContactDetails = Record<ContactDetailsField, string>;
export type ContactDetailsErrors = Partial<Record<ContactDetailsField, PersonErrorCode>>;

export const emptyContactDetails: ContactDetails = { name: '', email: '', company: '', phone: '' };

/** The longest value of each field the relay accepts; the wizard's fields stop there too. */
export const contactDetailsMaxLengths: Record<ContactDetailsField, number> = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
};

/** The contact form's rules for a name and an address; a company is free text and a phone may be left out. */
const detailRules: Record<ContactDetailsField, (value: string) => PersonErrorCode | undefined> = {
  name: nameError,
  email: emailError,
  company: () => undefined,
  phone: phoneError,
};

export function validateContactDetail(field: ContactDetailsField, value: string): PersonErrorCode | undefined {
  return detailRules[field](value);
}

export function validateContactDetails(details: ContactDetails): ContactDetailsErrors {
  const errors: ContactDetailsErrors = {};
  for (const field of contactDetailsFields) {
    const code = validateContactDetail(field, details[field]);
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** The first invalid field in the wizard's order, where focus goes after a refused Submit. */
export function firstInvalidContactDetail(errors: ContactDetailsErrors): ContactDetailsField | undefined {
  return contactDetailsFields.find((field) => errors[field] !== undefined);
}

/** The JSON the page sends to `POST /api/consultation`: the answers, who asks, the request's one id and the honeypot. */
export interface ConsultationPayload {
  id: string;
  projectType: ProjectType;
  budget: Budget;
  timeline: Timeline;
  requirements: string;
  /** Absent from requests of pages that did not ask yet (queued or stored before): see `ConsultationRequest`. */
  contact?: ContactDetails;
  lng: Language;
  /** The honeypot (`spam.ts`): empty from a person. */
  website: string;
}

/**
 * The request as the relay keeps and sends it: no honeypot, trimmed contact details, or `null` for a
 * request that came without them (an older page's), which the agency cannot answer.
 */
export interface ConsultationRequest extends Omit<ConsultationPayload, 'website' | 'contact'> {
  contact: ContactDetails | null;
}

type ParsedDetails = { ok: true; contact: ContactDetails | null } | { ok: false; field: string };

/** The contact details of a body, checked with the wizard's own rules; each field's error names it (`contact.email`). */
function parseContactDetails(value: unknown): ParsedDetails {
  if (value === undefined) return { ok: true, contact: null };
  if (!isRecord(value)) return { ok: false, field: 'contact' };
  const given = value;
  const contact = { ...emptyContactDetails };
  for (const field of contactDetailsFields) {
    const detail = given[field] ?? '';
    if (
      typeof detail !== 'string' ||
      detail.length > contactDetailsMaxLengths[field] ||
      validateContactDetail(field, detail) !== undefined
    )
      return { ok: false, field: `contact.${field}` };
    contact[field] = field === 'email' ? emailAddress(detail) : detail.trim();
  }
  return { ok: true, contact };
}

export type ParsedConsultation = { ok: true; request: ConsultationRequest } | { ok: false; field: string };

/**
 * Checks a decoded JSON body field by field; the first wrong field is named in the answer. Requests queued by older
 * pages may lack `requirements`, `contact`, `lng` and `website`; the honeypot itself is the relay's to judge.
 */
export function parseConsultationRequest(body: unknown): ParsedConsultation {
  if (!isRecord(body)) return { ok: false, field: 'body' };
  const { id, projectType, budget, timeline, requirements, contact, lng } = body;
  if (!isRequestId(id)) return { ok: false, field: 'id' };
  if (!isProjectType(projectType)) return { ok: false, field: 'projectType' };
  if (!isBudget(budget)) return { ok: false, field: 'budget' };
  if (!isTimeline(timeline)) return { ok: false, field: 'timeline' };
  if (requirements !== undefined && !isRequirements(requirements)) return { ok: false, field: 'requirements' };
  const details = parseContactDetails(contact);
  if (!details.ok) return details;
  if (lng !== undefined && !isLanguage(lng)) return { ok: false, field: 'lng' };
  return {
    ok: true,
    request: {
      id,
      projectType,
      budget,
      timeline,
      requirements: requirements ?? '',
      contact: details.contact,
      lng: lng ?? 'fr',
    },
  };
}
