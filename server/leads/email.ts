import { escapeHtml } from '../../src/lib/html';
import { headerText } from './mailHeaders';
import type { ContactMessage } from '../../src/lib/leads/contact';
import type { ConsultationRequest } from '../../src/lib/leads/consultation';

export const CONSULTATION_SUBJECT = 'New Project Consultation Request';

/** How a choice reads in the agency's e-mail: the label the visitor saw, in the visitor's language. */
export type DescribeChoice = (
  field: 'projectType' | 'budget' | 'timeline',
  value: string,
  language: ConsultationRequest['lng'],
) => string;

const row = (label: string, valueHtml: string) =>
  `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${valueHtml}</td></tr>`;

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
  const requirements =
    request.requirements.trim() === ''
      ? '<em>None given</em>'
      : escapeHtml(request.requirements).replace(/\r?\n/g, '<br>');
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

/** The subject of a contact message's e-mail: the visitor's own subject, on one line, with no control character. */
export function contactSubject(message: ContactMessage): string {
  return `New contact message: ${headerText(message.subject)}`;
}

/** A contact message's e-mail body, every value escaped; the agency answers through `Reply-To`. */
export function contactEmailHtml(message: ContactMessage): string {
  return [
    `<h1>${escapeHtml(contactSubject(message))}</h1>`,
    '<table>',
    row('Name', escapeHtml(message.name)),
    row('E-mail', escapeHtml(message.email)),
    row('Subject', escapeHtml(message.subject)),
    '</table>',
    `<p>${escapeHtml(message.message).replace(/\r?\n/g, '<br>')}</p>`,
    `<p>Visitor language: ${escapeHtml(message.lng)}. Message id: ${escapeHtml(message.id)}.</p>`,
  ].join('\n');
}

const entities: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/**
 * The text alternative of an e-mail these relays wrote: their few tags become line breaks and separators, and
 * the escaped values read as the visitor typed them (plain text is never markup).
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/th><td[^>]*>/g, ': ')
    .replace(/<br>|<\/(h1|p|tr)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_entity, name: string) => entities[name] ?? '')
    .replace(/\n{2,}/g, '\n\n')
    .trim();
}
