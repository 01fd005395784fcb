import { escapeHtml } from '../../src/lib/html';
import { parseContactMessage, type ContactMessage } from '../../src/lib/leads/contact';
import { leadKinds } from '../../src/lib/leads/kinds';
import type { Delivery } from './delivery';
import { headerText, mailbox } from './mailHeaders';
import { row, textHtml } from './mailHtml';
import type { LeadRelay } from './relay';

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
    `<p>${textHtml(message.message)}</p>`,
    `<p>Visitor language: ${escapeHtml(message.lng)}. Message id: ${escapeHtml(message.id)}.</p>`,
  ].join('\n');
}

/** The contact form's message, checked with the form's rules; the agency's answer goes to the visitor. */
export function contactRelay(delivery: Delivery): LeadRelay<ContactMessage> {
  return {
    parse: (body) => {
      const parsed = parseContactMessage(body);
      return parsed.ok ? { ok: true, lead: parsed.message } : parsed;
    },
    deliver: (message) => {
      const replyTo = mailbox(message.name, message.email);
      const mail = {
        id: message.id,
        subject: contactSubject(message),
        html: contactEmailHtml(message),
        ...(replyTo === undefined ? {} : { replyTo }),
      };
      return delivery.deliver(leadKinds.contact.folder, mail, message);
    },
  };
}
