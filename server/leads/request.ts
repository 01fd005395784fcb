import { REQUIREMENTS_MAX_LENGTH } from '../../src/lib/leads/consultation';
import { isRequestId } from '../../src/lib/leads/ids';

/** The answers the relay accepts for each choice: the wizard's own option lists (see createApiRoutes). */
export interface ConsultationChoices {
  readonly projectType: readonly string[];
  readonly budget: readonly string[];
  readonly timeline: readonly string[];
}

export interface ConsultationRequest {
  id: string;
  projectType: string;
  budget: string;
  timeline: string;
  requirements: string;
  lng: 'fr' | 'en';
}

export type Parsed = { ok: true; request: ConsultationRequest } | { ok: false; field: string };

/** Checks a decoded JSON body field by field; the first wrong field is named in the answer. */
export function parseConsultationRequest(body: unknown, choices: ConsultationChoices): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: 'body' };
  const record = body as Record<string, unknown>;
  const { id, projectType, budget, timeline, requirements, lng } = record;
  if (!isRequestId(id)) return { ok: false, field: 'id' };
  if (typeof projectType !== 'string' || !choices.projectType.includes(projectType))
    return { ok: false, field: 'projectType' };
  if (typeof budget !== 'string' || !choices.budget.includes(budget)) return { ok: false, field: 'budget' };
  if (typeof timeline !== 'string' || !choices.timeline.includes(timeline)) return { ok: false, field: 'timeline' };
  if (requirements !== undefined && (typeof requirements !== 'string' || requirements.length > REQUIREMENTS_MAX_LENGTH))
    return { ok: false, field: 'requirements' };
  if (lng !== undefined && lng !== 'fr' && lng !== 'en') return { ok: false, field: 'lng' };
  return {
    ok: true,
    request: {
      id: id.toLowerCase(),
      projectType,
      budget,
      timeline,
      requirements: requirements ?? '',
      lng: lng ?? 'fr',
    },
  };
}
