import en from '../../src/i18n/locales/consultation/en';
import fr from '../../src/i18n/locales/consultation/fr';
import { escapeHtml } from '../../src/lib/html';
import { parseConsultationRequest, type ConsultationRequest } from '../../src/lib/leads/consultation';
import { leadKinds } from '../../src/lib/leads/kinds';
import type { Delivery } from './delivery';
import { mailbox } from './mailHeaders';
import { row, textHtml } from './mailHtml';
import type { LeadRelay } from './relay';

export const CONSULTATION_SUBJECT = 'New Project Consultation Request';

type Choice = 'projectType' | 'budget' | 'timeline';

/** How a choice reads in the agency's e-mail: the label the visitor saw, in the visitor's language. */
export type DescribeChoice = (field: Choice, value: string, language: ConsultationRequest['lng']) => string;

/** The option's label from the site's own dictionaries (the budget bands differ: euros or dollars). */
export const describeChoice: DescribeChoice = (field, value, language) => {
  const labels: Readonly<Record<string, string>> = (language === 'en' ? en : fr).steps[field];
  const label = labels[value];
  return label === undefined ? value : `${label} (${value})`;
};

const optional = (value: string) => (value === '' ? '<em>Not given</em>' : escapeHtml(value));

/** Who asks, so the agency can answer (the e-mail's `Reply-To` is their address); or that it cannot. */
function contactRows(contact: ConsultationRequest['contact']): string[] {
  if (contact === null)
    return [row('Contact', '<strong>No contact details</strong>: sent by an earlier version of the site.')];
  return [
    row('Name', escapeHtml(contact.name)),
    row('E-mail', escapeHtml(contact.email)),
    row('Company', optional(contact.company)),
    row('Phone', optional(contact.phone)),
  ];
}

/** The e-mail body: every value the visitor sent is escaped, so nothing they type becomes markup. */
export function consultationEmailHtml(request: ConsultationRequest, describe: DescribeChoice): string {
  const requirements = request.requirements.trim() === '' ? '<em>None given</em>' : textHtml(request.requirements);
  return [
    `<h1>${escapeHtml(CONSULTATION_SUBJECT)}</h1>`,
    '<table>',
    ...contactRows(request.contact),
    row('Project type', escapeHtml(describe('projectType', request.projectType, request.lng))),
    row('Budget', escapeHtml(describe('budget', request.budget, request.lng))),
    row('Timeline', escapeHtml(describe('timeline', request.timeline, request.lng))),
    row('Requirements', requirements),
    '</table>',
    `<p>Visitor language: ${escapeHtml(request.lng)}. Request id: ${escapeHtml(request.id)}.</p>`,
  ].join('\n');
}

/**
 * The wizard's request, its choices checked against what the wizard offers; the agency's answer goes to the
 * visitor. A request without contact details (an older page's) is delivered, marked so.
 */
export function consultationRelay(delivery: Delivery, describe: DescribeChoice): LeadRelay<ConsultationRequest> {
  return {
    parse: (body) => {
      const parsed = parseConsultationRequest(body);
      return parsed.ok ? { ok: true, lead: parsed.request } : parsed;
    },
    deliver: (request) => {
      const replyTo = request.contact === null ? undefined : mailbox(request.contact.name, request.contact.email);
      const message = {
        id: request.id,
        subject: CONSULTATION_SUBJECT,
        html: consultationEmailHtml(request, describe),
        ...(replyTo === undefined ? {} : { replyTo }),
      };
      return delivery.deliver(leadKinds.consultation.folder, message, request);
    },
  };
}
