import { isLanguage, type Language } from '../../i18n/languages';
import { isRequestId } from './ids';

/**
 * The consultation request's contract: the answers the wizard offers, the JSON the page sends and the rules
 * every copy of a request must satisfy. Plain data and functions only, shared by the page, the service
 * worker and the server's relay, so the relay validates requests against exactly what the wizard offers.
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

/** The JSON the page sends to `POST /api/consultation`: the answers, the request's one id and the honeypot. */
export interface ConsultationPayload {
  id: string;
  projectType: ProjectType;
  budget: Budget;
  timeline: Timeline;
  requirements: string;
  lng: Language;
  /** The honeypot (`spam.ts`): empty from a person. */
  website: string;
}

/** The request as the relay keeps and sends it: no honeypot. */
export type ConsultationRequest = Omit<ConsultationPayload, 'website'>;

export type ParsedConsultation = { ok: true; request: ConsultationRequest } | { ok: false; field: string };

/**
 * Checks a decoded JSON body field by field; the first wrong field is named in the answer. Requests queued
 * by older pages may lack `requirements`, `lng` and `website`; the honeypot itself is the relay's to judge.
 */
export function parseConsultationRequest(body: unknown): ParsedConsultation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: 'body' };
  const { id, projectType, budget, timeline, requirements, lng } = body as Record<string, unknown>;
  if (!isRequestId(id)) return { ok: false, field: 'id' };
  if (!isProjectType(projectType)) return { ok: false, field: 'projectType' };
  if (!isBudget(budget)) return { ok: false, field: 'budget' };
  if (!isTimeline(timeline)) return { ok: false, field: 'timeline' };
  if (requirements !== undefined && !isRequirements(requirements)) return { ok: false, field: 'requirements' };
  if (lng !== undefined && !isLanguage(lng)) return { ok: false, field: 'lng' };
  return {
    ok: true,
    request: { id, projectType, budget, timeline, requirements: requirements ?? '', lng: lng ?? 'fr' },
  };
}
