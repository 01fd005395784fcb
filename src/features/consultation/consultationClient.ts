import type { Language } from '../../i18n/languages';
import type { Budget, ProjectType, Timeline } from '../../lib/leads/consultation';
import { postLead, type DeliveryResult, type LeadTransport } from '../../lib/leads/post';

/** The JSON the relay accepts (`server/leads/request.ts`). */
export interface ConsultationPayload {
  id: string;
  projectType: ProjectType;
  budget: Budget;
  timeline: Timeline;
  requirements: string;
  lng: Language;
  /** The honeypot: empty from a person. */
  website: string;
}

export type { DeliveryResult };
export type ConsultationTransport = LeadTransport;

/** Posts the request once (see `postLead`). */
export function postConsultation(payload: ConsultationPayload, transport: LeadTransport): Promise<DeliveryResult> {
  return postLead(payload, transport);
}
