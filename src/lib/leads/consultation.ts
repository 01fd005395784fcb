/**
 * The consultation request's vocabulary: the answers the wizard offers and the rules every copy of a
 * request must satisfy. Plain data and functions only, so the server's relay validates requests against
 * exactly what the browser offers.
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
